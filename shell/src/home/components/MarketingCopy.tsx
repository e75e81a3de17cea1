import styled from 'styled-components';
import { th } from '@lotto/shared';
import { Section } from './Section';

const Points = styled.ul`
  margin: 0;
  padding-left: 20px;
  li {
    margin-bottom: 6px;
  }
`;

const Question = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.yellow[200]};
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.yellow[800]};
  }
  p {
    margin: 0 0 12px;
  }
`;

/** Marketing copy and FAQs of the home page (docs/screens.md#the-product). */
export function MarketingCopy() {
  return (
    <>
      <Section aria-labelledby="why-title">
        <h2 id="why-title">{th.home.whyTitle}</h2>
        <Points>
          {th.home.why.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Points>
      </Section>
      <Section aria-labelledby="faq-title">
        <h2 id="faq-title">{th.home.faqTitle}</h2>
        {th.home.faq.map((item) => (
          <Question key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </Question>
        ))}
      </Section>
    </>
  );
}
