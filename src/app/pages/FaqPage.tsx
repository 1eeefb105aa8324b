import { useState } from 'react';
import type { FaqItem } from '../../domain/catalogue';
import { useResource } from '../http/useResource';
import { faq } from '../http/resources';
import { useCountry } from '../country';
import { MarkdownText, PageHero, QueryView, usePageMeta } from '../content';
import { formatPhone } from '../format';

function groupByCategory(items: FaqItem[]): [string, FaqItem[]][] {
  const groups = new Map<string, FaqItem[]>();
  items.forEach((item) => groups.set(item.category, [...(groups.get(item.category) ?? []), item]));
  return [...groups];
}

function Question({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const panelId = `faq-${item._id}`;
  return (
    <li className="accordion__item">
      <h3 className="accordion__heading">
        <button
          type="button"
          className="accordion__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{item.question}</span>
          <span className="accordion__icon" aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} className="accordion__panel" hidden={!open}>
        <MarkdownText text={item.answer} headingBase={3} />
      </div>
    </li>
  );
}

export default function FaqPage() {
  const country = useCountry();
  usePageMeta('faq', {
    title: 'Frequently Asked Questions',
    description: 'Answers about booking, pick-up points, cruise passengers, weather, payment and cancellations.',
  });
  const query = useResource(faq, [country.urlTitle]);
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead="Booking, meeting points, cruise ship timing, weather and more."
        size="small"
      />
      <div className="container faq">
        <QueryView query={query}>
          {(items) =>
            items.length === 0 ? (
              <p className="empty">No questions listed yet.</p>
            ) : (
              groupByCategory(items).map(([category, list]) => (
                <section
                  key={category}
                  className="faq__group"
                  aria-labelledby={`faq-cat-${category.replace(/\W+/g, '-')}`}
                >
                  <h2 id={`faq-cat-${category.replace(/\W+/g, '-')}`} className="faq__category">
                    {category}
                  </h2>
                  <ul className="accordion">
                    {list.map((item) => (
                      <Question key={item._id} item={item} />
                    ))}
                  </ul>
                </section>
              ))
            )
          }
        </QueryView>
        <aside className="faq__more">
          <h2>Still have a question?</h2>
          <p>Call us and a member of our team will help you plan your day.</p>
          <a className="button button--accent" href={`tel:${country.phone}`}>{`Call ${formatPhone(country.phone)}`}</a>
        </aside>
      </div>
    </>
  );
}
