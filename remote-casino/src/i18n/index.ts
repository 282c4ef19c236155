/**
 * The `casino` namespace of this remote. Each feature's texts live beside this file and register
 * themselves when the feature's first component imports them (`import '../../i18n/lobby'`), so the
 * home page's sections do not carry the lobby's and the game page's texts.
 */
export const CASINO_NS = 'casino';
