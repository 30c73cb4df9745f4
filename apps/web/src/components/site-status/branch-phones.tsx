import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCompany } from '@/api/company';
import { telLink } from '@/config/site';

/**
 * Phone numbers of the branches, from the company settings (in the page's own data when the
 * server drew it; nothing while the API cannot be reached).
 */
export function BranchPhones() {
  const { data: company } = useCompany();
  if (!company) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 2, sm: 4 }}
      sx={{ justifyContent: 'center' }}
    >
      {company.branches.map((branch, index) => (
        <Stack key={`${index}-${branch.name}`} spacing={0.5}>
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
