import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { site, telLink } from '@/config/site';

/**
 * Phone numbers of both branches, straight from the site data: they work even when the API
 * (and so the WhatsApp number it serves) is unavailable.
 */
export function BranchPhones() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 2, sm: 4 }}
      sx={{ justifyContent: 'center' }}
    >
      {site.branches.map((branch) => (
        <Stack key={branch.id} spacing={0.5}>
          <Typography variant="subtitle2" component="h2">
            {branch.name}
          </Typography>
          {[...branch.landlines, ...branch.mobiles].map((phone) => (
            <Link key={phone} href={telLink(phone)} variant="body2" underline="hover">
              {phone}
            </Link>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
