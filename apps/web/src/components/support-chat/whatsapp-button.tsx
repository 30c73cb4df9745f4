import Button, { type ButtonProps } from '@mui/material/Button';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useCompany } from '@/api/company';
import { usePublicConfig } from '@/api/public-config';
import { whatsappLink } from '@/config/site';

type WhatsappButtonProps = Omit<ButtonProps<'a'>, 'href' | 'component'> & {
  /** Text prefilled in the chat; the seller's greeting by default. */
  message?: string;
};

/**
 * A call to action that opens a WhatsApp chat with the support number configured on the server.
 * Disabled until that number is known, so it never points at a wrong one.
 */
export function WhatsappButton({
  message,
  children = 'Escríbenos por WhatsApp',
  variant = 'contained',
  ...other
}: WhatsappButtonProps) {
  const { data: config } = usePublicConfig();
  const { data: company } = useCompany();
  const text = message ?? company?.whatsappGreeting ?? '';

  return (
    <Button
      component="a"
      href={config ? whatsappLink(config.supportPhone, text) : undefined}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      color="success"
      startIcon={<WhatsAppIcon />}
      disabled={!config}
      {...other}
    >
      {children}
    </Button>
  );
}
