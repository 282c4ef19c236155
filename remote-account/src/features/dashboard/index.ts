/** The account hub, the frame of every dashboard page and the coming-soon panel. */
export { DashboardHome } from './components/dashboard-home';
export { DashboardLayout } from './components/dashboard-layout';
export { ComingSoonPanel } from './components/coming-soon-panel';
export { useDashboardLocation } from './hooks/use-dashboard-location';
export { DASHBOARD_PAGES, DASHBOARD_ACTIONS, type DashboardPage, type DashboardPageKey } from './dashboard-pages';
export { PaymentDialogRoute } from './components/payment-dialog-route';
