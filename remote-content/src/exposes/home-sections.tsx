// Exposed as `remote_content/HomeSections`: the home page's promotions row.
export { HomeSections as default } from '../features/home-sections';
