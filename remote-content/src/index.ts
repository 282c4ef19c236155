// The async boundary Module Federation needs: shared singletons are negotiated before bootstrap runs.
import('./bootstrap');
