import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { faqGroups } from '../faqs-data';

/**
 * Questions grouped by topic, each a native disclosure (`<details>`): a question opens at a tap
 * even before the page's scripts run, and every answer is in the page for search engines. The
 * shared `name` keeps one answer open at a time, which keeps the page short.
 */
export function FaqsList() {
  return (
    <Stack spacing={5}>
      {faqGroups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <Typography id={`faq-${group.id}`} variant="h5" component="h2" sx={{ mb: 2 }}>
            {group.title}
          </Typography>
          {group.items.map((faq, index) => (
            <Box
              component="details"
              key={`${group.id}-${index}`}
              name="preguntas-frecuentes"
              sx={(theme) => ({
                borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
                '&[open] .faq-icon': { transform: 'rotate(180deg)' },
              })}
            >
              <Box
                component="summary"
                sx={(theme) => ({
                  listStyle: 'none',
                  '&::-webkit-details-marker': { display: 'none' },
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  minHeight: 48,
                  py: 1.5,
                  px: 2,
                  cursor: 'pointer',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&:focus-visible': {
                    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
                    outlineOffset: -2,
                  },
                })}
              >
                <Typography variant="subtitle1" component="span" sx={{ flexGrow: 1 }}>
                  {faq.question}
                </Typography>
                <ExpandMoreIcon
                  className="faq-icon"
                  aria-hidden
                  sx={{ color: 'text.secondary', transition: 'transform 150ms' }}
                />
              </Box>
              <Typography sx={{ color: 'text.secondary', px: 2, pb: 2 }}>{faq.answer}</Typography>
            </Box>
          ))}
        </section>
      ))}
    </Stack>
  );
}
