export const DASHBOARD_TABS = ['overview', 'documents', 'support'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** Each tab has its own address, so it can be linked to and survives a reload. */
export function dashboardTabPath(tab: DashboardTab): string {
  return tab === 'overview' ? '/dashboard' : `/dashboard/${tab}`;
}

export function isDashboardTab(value: string): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value);
}
