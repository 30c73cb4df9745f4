import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export type StatusTab<V extends string> = {
  value: V;
  label: string;
  /** How many records the tab holds; undefined until the counts arrive (shown as '–'). */
  count: number | undefined;
};

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
