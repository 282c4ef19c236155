export { ResponsibleGamingPage } from './components/responsible-gaming-page';
export { HELP_ORGANISATIONS, type HelpOrganisation } from './help-organisations';
