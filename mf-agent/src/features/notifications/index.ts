/** Agent notifications (decision 060): the workspace bar's link with its count, and their page. */
export { NotificationsLink } from './components/notifications-link';
export { NotificationsPage } from './components/notifications-page';
