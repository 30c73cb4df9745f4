import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ReactElement } from 'react';
import { SOCIAL_NETWORK_LABELS, type SocialNetwork } from '@quimia/contracts/social-networks';
import { useCompany } from '@/api/company';
import { usePublicConfig } from '@/api/public-config';
import { whatsappLink } from '@/config/site';

// Material icons have no TikTok mark; this is its single-path glyph.
function TikTokIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12.53.02C13.84 0 15.14.01 16.44 0c.08 1.53.63 3.09 1.75 4.17 1.12 1.11 2.7 1.62 4.24 1.79v4.03c-1.44-.05-2.89-.35-4.2-.97-.57-.26-1.1-.59-1.62-.93-.01 2.92.01 5.84-.02 8.75-.08 1.4-.54 2.79-1.35 3.94-1.31 1.92-3.58 3.17-5.91 3.21-1.43.08-2.86-.31-4.08-1.03-2.02-1.19-3.44-3.37-3.65-5.71-.02-.5-.03-1-.01-1.49.18-1.9 1.12-3.72 2.58-4.96 1.66-1.44 3.98-2.13 6.15-1.72.02 1.48-.04 2.96-.04 4.44-.99-.32-2.15-.23-3.02.37-.63.41-1.11 1.04-1.36 1.75-.21.51-.15 1.07-.14 1.61.24 1.64 1.82 3.02 3.5 2.87 1.12-.01 2.19-.66 2.77-1.61.19-.33.4-.67.41-1.06.1-1.79.06-3.57.07-5.36.01-4.03-.01-8.05.02-12.07Z" />
    </SvgIcon>
  );
}

const ICONS: Record<SocialNetwork, ReactElement> = {
  facebook: <FacebookIcon />,
  instagram: <InstagramIcon />,
  tiktok: <TikTokIcon />,
  youtube: <YouTubeIcon />,
  linkedin: <LinkedInIcon />,
  x: <XIcon />,
};

/** Each network's own colour on hover (TikTok's and X's black would vanish on the footer). */
const HOVER_COLORS: Record<SocialNetwork, string> = {
  facebook: '#1877F2',
  instagram: '#E02D69',
  tiktok: 'common.white',
  youtube: '#FF0000',
  linkedin: '#0A66C2',
  x: 'common.white',
};

const buttonSx = {
  color: 'inherit',
  border: 1,
  borderColor: 'currentColor',
  opacity: 0.8,
  '&:hover': { opacity: 1 },
} as const;

/** The seller's social networks and a WhatsApp chat with its greeting. */
export function SocialLinks() {
  const { data: config } = usePublicConfig();
  const { data: company } = useCompany();
  const name = company?.tradeName ?? '';
  const networks = company
    ? (Object.keys(ICONS) as SocialNetwork[]).flatMap((network) => {
        const url = company.social[network];
        return url ? [{ network, url }] : [];
      })
    : [];

  return (
    <Stack direction="row" spacing={1.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {networks.map(({ network, url }) => (
        <li key={network}>
          {/* A native title, not MUI's Tooltip: the footer is on every page and Tooltip (with
              Popper) would add about 12 KB to the first download. */}
          <IconButton
            title={SOCIAL_NETWORK_LABELS[network]}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} en ${SOCIAL_NETWORK_LABELS[network]}`}
            sx={{ ...buttonSx, '&:hover': { opacity: 1, color: HOVER_COLORS[network] } }}
          >
            {ICONS[network]}
          </IconButton>
        </li>
      ))}
      <li>
        {/* The span keeps the hint working while the number is still loading (disabled button). */}
        <span title="WhatsApp">
          <IconButton
            component="a"
            href={
              config && company
                ? whatsappLink(config.supportPhone, company.whatsappGreeting)
                : undefined
            }
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} en WhatsApp`}
            disabled={!config || !company}
            sx={{
              ...buttonSx,
              '&:hover': { opacity: 1, color: '#25D366' },
              '&.Mui-disabled': { color: 'inherit', opacity: 0.4 },
            }}
          >
            <WhatsAppIcon />
          </IconButton>
        </span>
      </li>
    </Stack>
  );
}
