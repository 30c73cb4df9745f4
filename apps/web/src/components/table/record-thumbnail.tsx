import type { ComponentType } from 'react';
import Avatar from '@mui/material/Avatar';
import type { SvgIconProps } from '@mui/material/SvgIcon';

type RecordThumbnailProps = {
  /** The record's small picture; without one the icon stands in. */
  src: string | undefined;
  /** The kind of record ('Inventory2Outlined' for products). */
  icon: ComponentType<SvgIconProps>;
  width: number;
  height: number;
};

/** A list row's picture (decorative: the record's name follows it). */
export function RecordThumbnail({ src, icon: Icon, width, height }: RecordThumbnailProps) {
  return (
    <Avatar
      variant="rounded"
      src={src}
      alt=""
      sx={{ width, height, bgcolor: 'background.neutral', color: 'text.disabled' }}
    >
      <Icon />
    </Avatar>
  );
}
