import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useListParams } from '@/lib/list-params';
import { useComments } from '../api/formulas';
import { COMMENTS_TAB } from '../utils/tabs';
import { CommentModerationView } from './comment-moderation-view';
import { FormulaListView } from './formula-list-view';

type ViewTab = 'formulas' | typeof COMMENTS_TAB;

/** The formula posts back office: the posts, and the comments waiting for moderation. */
export function PostsAdminView() {
  const [searchParams, setParams] = useListParams();
  const tab: ViewTab = searchParams.get('tab') === COMMENTS_TAB ? COMMENTS_TAB : 'formulas';
  // Only the counts matter here; the moderation view asks for its own page.
  const { data: comments } = useComments({ page: 1, pageSize: 1, estado: 'pending' });
  const pending = comments?.counts.pending ?? 0;

  const changeTab = (next: ViewTab) => {
    // Each view has its own filters: start the other one clean.
    const cleared = Object.fromEntries([...searchParams.keys()].map((key) => [key, null]));
    setParams({ ...cleared, tab: next === COMMENTS_TAB ? COMMENTS_TAB : null });
  };

  return (
    <>
      <Card sx={{ mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: ViewTab) => changeTab(value)}
          aria-label="Fórmulas o comentarios"
          sx={{ px: 2.5 }}
        >
          <Tab value="formulas" label="Fórmulas" sx={{ minHeight: 48 }} />
          <Tab
            value={COMMENTS_TAB}
            label="Comentarios"
            iconPosition="end"
            icon={
              pending > 0 ? (
                <Chip
                  size="small"
                  color="warning"
                  label={pending}
                  aria-label={`${pending} por moderar`}
                  sx={{ height: 22, fontWeight: 700, '& .MuiChip-label': { px: 1 } }}
                />
              ) : undefined
            }
            sx={{ minHeight: 48 }}
          />
        </Tabs>
      </Card>
      {tab === COMMENTS_TAB ? <CommentModerationView /> : <FormulaListView />}
    </>
  );
}
