/**
 * The shell provides every entry point of the UI kit, also those it never renders itself (it has
 * no form), so a remote's form or table takes its Mantine from the shell: one theme context on the
 * page. Naming them as lazy imports is what makes the build provide them; nothing here runs, so
 * the home page does not download forms, tables or charts (the router and the carousel, which it
 * paints, come in the shell's entry: `HOST_EAGER` in tools/webpack/create-shared-config.js).
 */
export const KIT_ENTRIES = {
  forms: () => import('@arcadia/ui/forms'),
  display: () => import('@arcadia/ui/display'),
  carousel: () => import('@arcadia/ui/carousel'),
  charts: () => import('@arcadia/ui/charts'),
  router: () => import('@arcadia/ui/router'),
};
