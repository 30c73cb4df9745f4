import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { UserRole } from '@quimia/contracts';
import { quickLinks } from '@/app/dashboard-menu';
import { Logo } from '@/components/logo';
import { InvoicingNotice } from '@/features/company-settings';
import { DemoDataNotice } from '@/features/demo-data';
import { DashboardSummaryView } from '@/features/metrics';
import { paths } from '@/config/paths';
import { useSiteName } from '@/api/company';
import { DocumentTitle } from '@/components/page-meta';
import { useAuth } from '@/lib/auth';

type QuickLink = {
  key: string;
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
};

/** The quick links of the table of dashboard modules that `role` may open, in its language. */
function useQuickLinks(role: UserRole | undefined): QuickLink[] {
  const { t } = useTranslation();
  return quickLinks
    .filter((link) => !!role && link.roles.includes(role))
    .map(({ key, title, description, to, icon }) => ({
      key,
      title: t(title),
      description: t(description),
      to,
      icon,
    }));
}

function QuickLinkCard({ link, openLabel }: { link: QuickLink; openLabel: string }) {
  return (
    <Card sx={{ height: 1 }}>
      {/* Named by all the text on its face, so saying what one sees on it finds it; the
          description also keeps it from sharing a name with a menu link. */}
      <CardActionArea
        component={RouterLink}
        to={link.to}
        sx={{
          height: 1,
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 48,
            height: 48,
            mb: 2,
            borderRadius: 1.5,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
          })}
        >
          {link.icon}
        </Box>
        <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
          {link.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
          {link.description}
        </Typography>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ mt: 2, alignItems: 'center', color: 'primary.main', typography: 'subtitle2' }}
        >
          <span>{openLabel}</span>
          <ArrowForwardRounded sx={{ fontSize: 18, '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/**
 * The dashboard's landing page (Principal): who is signed in, what waits for them and how today and
 * this month go, and where their role can go.
 */
export default function DashboardHomePage() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const { user } = useAuth();
  const links = useQuickLinks(user?.role);
  const name = user?.firstName || user?.displayName || '';

  return (
    <>
      <DocumentTitle title={t('nav.home')} />
      <Card
        sx={(theme) => ({
          p: { xs: 3, md: 4 },
          mb: 4,
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          color: 'primary.darker',
          background: `linear-gradient(135deg, ${alpha(theme.palette.primary.light, 0.2)}, ${alpha(theme.palette.primary.main, 0.2)})`,
          ...theme.applyStyles('dark', { color: 'primary.lighter' }),
        })}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {t('home.greeting', { name })}
          </Typography>
          <Typography sx={{ opacity: 0.8, mb: 2, maxWidth: 560 }}>
            {t('home.intro', { site: siteName })}
          </Typography>
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}
          >
            {user && (
              <Chip color="primary" label={t('home.role', { role: t(`roles.${user.role}`) })} />
            )}
            <Button
              component={RouterLink}
              to={paths.home}
              variant="outlined"
              color="inherit"
              size="small"
              startIcon={<StorefrontOutlined />}
            >
              {t('home.storefront')}
            </Button>
          </Stack>
        </Box>
        <Box
          aria-hidden
          sx={{ display: { xs: 'none', sm: 'block' }, '& svg': { width: 120, height: 120 } }}
        >
          <Logo disableLink />
        </Box>
      </Card>

      <DemoDataNotice />
      <InvoicingNotice />

      <DashboardSummaryView admin={user?.role === 'admin'} />

      <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
        {t('home.quickLinks')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {links.map((link) => (
          <Box component="li" key={link.key}>
            <QuickLinkCard link={link} openLabel={t('home.open')} />
          </Box>
        ))}
      </Box>
    </>
  );
}
