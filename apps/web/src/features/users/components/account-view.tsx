import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Box from '@mui/material/Box';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth';
import { AccountGeneralForm } from './account-general-form';
import { AccountSecurityForm } from './account-security-form';

const TABS = [
  { value: 'general', label: 'General', icon: <PersonOutlineIcon fontSize="small" /> },
  { value: 'seguridad', label: 'Seguridad', icon: <LockOutlinedIcon fontSize="small" /> },
] as const;

type TabValue = (typeof TABS)[number]['value'];

const TAB_PARAM = 'tab';

/** The signed-in user's account settings; the open tab is kept in the URL (`?tab=seguridad`). */
export function AccountView() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabValue = searchParams.get(TAB_PARAM) === 'seguridad' ? 'seguridad' : 'general';

  const changeTab = (value: TabValue) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'general') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, value);
        return next;
      },
      { replace: true },
    );
  };

  if (!user) return null;

  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, value: TabValue) => changeTab(value)}
        aria-label="Secciones de la cuenta"
        sx={{ mb: { xs: 3, md: 5 } }}
      >
        {TABS.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            icon={item.icon}
            iconPosition="start"
            id={`account-tab-${item.value}`}
            aria-controls={`account-panel-${item.value}`}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        {tab === 'general' ? (
          // Keyed by account: another user signing in gets a fresh form, not the previous values.
          <AccountGeneralForm key={user.id} user={user} />
        ) : (
          <AccountSecurityForm email={user.email} />
        )}
      </Box>
    </>
  );
}
