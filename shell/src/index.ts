// The async boundary Module Federation needs: shared singletons are negotiated before bootstrap runs.
// Started from a task of its own: the federation runtime's evaluation (this script) and the share
// negotiation with its script insertions are two shorter tasks instead of one long one.
setTimeout(() => void import('./bootstrap'), 0);
