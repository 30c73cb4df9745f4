import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { PublishStatus } from '@quimia/contracts';
import type { PublishStatusCounts } from '@/lib/publish-status-counts';

/** The tab of every status; a list's URL leaves the status out for it. */
export const ALL_STATUSES = 'all';

export type StatusTab<V extends string> = {
  value: V;
  label: string;
  /** How many records the tab holds; undefined until the counts arrive (shown as '–'). */
  count: number | undefined;
};

/**
 * The tabs over a list of publishable records: every one, the published ones and the drafts, the
 * first two named to agree with the records ('Todas', 'Publicadas'), each with its count.
 */
export function publishStatusTabs(
  labels: { all: string; published: string },
  counts: PublishStatusCounts | undefined,
): StatusTab<typeof ALL_STATUSES | PublishStatus>[] {
  return [
    { value: ALL_STATUSES, label: labels.all, count: counts?.all },
    { value: 'published', label: labels.published, count: counts?.published },
    { value: 'draft', label: 'Borradores', count: counts?.draft },
  ];
}

type StatusTabsProps<V extends string> = {
  value: V;
  onChange: (value: V) => void;
  tabs: readonly StatusTab<V>[];
  /** The tab list's accessible name, e.g. 'Estado de los productos'. */
  label: string;
};

/** The status tabs across the top of a list's card, each with its count, and the line below. */
export function StatusTabs<V extends string>({ value, onChange, tabs, label }: StatusTabsProps<V>) {
  return (
    <>
      <Tabs
        value={value}
        onChange={(_event, next: V) => onChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={label}
        sx={{ px: 2.5 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            iconPosition="end"
            icon={
              <Chip
                size="small"
                label={tab.count ?? '–'}
                color={value === tab.value ? 'primary' : 'default'}
                sx={{ height: 22, fontWeight: 700, '& .MuiChip-label': { px: 1 } }}
              />
            }
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Divider />
    </>
  );
}
