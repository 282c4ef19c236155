/**
 * Props of the modules remotes expose. Routes modules render everything under their manifest path
 * with no props; a dialogs module renders whichever of its dialogs is open; a home section gets the
 * id the manifest gave it.
 */
export type RemoteRoutesProps = Record<string, never>;
export type RemoteDialogsProps = Record<string, never>;
export interface RemoteHomeSectionProps {
  section: string;
}
