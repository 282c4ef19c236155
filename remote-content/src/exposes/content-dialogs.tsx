// Exposed as `remote_content/ContentDialogs` (mounted by the shell once the promotion dialog opens): a thin entry over the feature.
export { ContentDialogs as default } from '../features/content-dialogs';
