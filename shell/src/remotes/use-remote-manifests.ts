import { useBehaviorSubject, type LocalizedText } from '@arcadia/shared';
import { remoteManifests$, type RemoteManifests } from './remote-manifests';

export const useRemoteManifests = (): RemoteManifests => useBehaviorSubject(remoteManifests$);

/** A remote's label in the site's language (Turkish when the language is unknown). */
export const localized = (text: LocalizedText, language: string): string => (language.startsWith('en') ? text.en : text.tr);
