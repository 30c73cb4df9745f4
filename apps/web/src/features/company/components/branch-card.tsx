import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import type { Branch } from '@quimia/contracts';
import { mapLinkProps, telLink } from '@/config/site';

/** One way to reach the branch; nothing when the branch has none of it (no e-mail, say). */
function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  if (Array.isArray(children) && children.length === 0) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden>
        {icon}
      </Stack>
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        {children}
      </Stack>
    </Stack>
  );
}

/** One branch with every way to reach it: address and map, landlines, mobiles and emails. */
export function BranchCard({
  branch,
  headingLevel = 'h3',
}: {
  branch: Branch;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card
      variant="outlined"
      sx={{ p: 3, height: 1, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h6" component={headingLevel}>
        Sucursal {branch.name}
      </Typography>

      <Row icon={<PlaceOutlinedIcon fontSize="small" />} label="Dirección">
        <Typography variant="body2">{branch.address}</Typography>
      </Row>

      <Row icon={<PhoneOutlinedIcon fontSize="small" />} label="Teléfono fijo">
        {branch.landlines.map((phone) => (
          <Link key={phone} href={telLink(phone)} variant="body2" underline="hover" color="inherit">
            {phone}
          </Link>
        ))}
      </Row>

      <Row icon={<SmartphoneOutlinedIcon fontSize="small" />} label="Celular">
        {branch.mobiles.map((phone) => (
          <Link key={phone} href={telLink(phone)} variant="body2" underline="hover" color="inherit">
            {phone}
          </Link>
        ))}
      </Row>

      <Row icon={<EmailOutlinedIcon fontSize="small" />} label="Correo">
        {branch.emails.map((email) => (
          <Link
            key={email}
            href={`mailto:${email}`}
            variant="body2"
            underline="hover"
            color="inherit"
            sx={{ wordBreak: 'break-all' }}
          >
            {email}
          </Link>
        ))}
      </Row>

      {branch.mapUrl && (
        <Button
          {...mapLinkProps({ name: branch.name, mapUrl: branch.mapUrl })}
          variant="outlined"
          startIcon={<MapOutlinedIcon />}
          sx={{ mt: 'auto', alignSelf: 'flex-start' }}
        >
          Ver en el mapa
        </Button>
      )}
    </Card>
  );
}
