export { ExclusionBanner } from './exclusion-banner';
export { ToolsNoteDialog } from './tools-note-dialog';
export { connectToolsNote, acknowledgeToolsNote, TOOLS_NOTE_SETTLE_MS } from './tools-note';
