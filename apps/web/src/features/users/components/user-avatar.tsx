import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { initials } from '../utils/format';

type UserAvatarProps = Omit<AvatarProps, 'src' | 'alt' | 'children'> & {
  name: string;
  photoUrl: string | null | undefined;
  size?: number;
};

/** The user's photo, or their initials when there is none (or it fails to load). */
export function UserAvatar({ name, photoUrl, size = 40, sx, ...other }: UserAvatarProps) {
  return (
    <Avatar
      src={photoUrl ?? undefined}
      alt={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'primary.fill',
        color: 'primary.contrastText',
        ...sx,
      }}
      {...other}
    >
      {initials(name)}
    </Avatar>
  );
}
