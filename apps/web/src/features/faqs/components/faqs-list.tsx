import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { faqGroups } from '../faqs-data';

/** Questions grouped by topic; one answer open at a time keeps the page short. */
export function FaqsList() {
  const [expanded, setExpanded] = useState<string | false>(false);

  return (
    <Stack spacing={5}>
      {faqGroups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <Typography id={`faq-${group.id}`} variant="h5" component="h2" sx={{ mb: 2 }}>
            {group.title}
          </Typography>
          {group.items.map((faq, index) => {
            const id = `${group.id}-${index}`;
            return (
              <Accordion
                key={id}
                disableGutters
                expanded={expanded === id}
                onChange={(_event, isExpanded) => setExpanded(isExpanded ? id : false)}
                slotProps={{ transition: { unmountOnExit: true } }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  id={`${id}-header`}
                  aria-controls={`${id}-content`}
                >
                  <Typography variant="subtitle1" component="span">
                    {faq.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`${id}-content`}>
                  <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            );
          })}
        </section>
      ))}
    </Stack>
  );
}
