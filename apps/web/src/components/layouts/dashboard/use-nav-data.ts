import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { filterNavByRole, type NavGroupConfig, type NavItemConfig } from './nav-config';

/** The menu `navConfig` for the signed-in user's role, in the current language. */
export function useNavData(navConfig: NavGroupConfig[]): NavGroupConfig[] {
  const { t } = useTranslation();
  const { user } = useAuth();

  return useMemo(() => {
    const translate = (item: NavItemConfig): NavItemConfig => ({
      ...item,
      title: t(item.title),
      children: item.children?.map(translate),
    });
    return filterNavByRole(navConfig, user?.role).map((group) => ({
      subheader: t(group.subheader),
      items: group.items.map(translate),
    }));
  }, [navConfig, t, user?.role]);
}
