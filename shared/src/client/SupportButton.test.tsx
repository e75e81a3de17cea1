/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { renderWithStore, sampleSiteConfig } from '../testing';
import { SupportButton } from './SupportButton';

describe('SupportButton', () => {
  it('opens line_url when it contains http', async () => {
    await renderWithStore(<SupportButton label="ต้องการความช่วยเหลือ?" />);
    const link = screen.getByRole('link', { name: 'ต้องการความช่วยเหลือ?' });
    expect(link).toHaveAttribute('href', sampleSiteConfig.line_url);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('leads nowhere when line_url has no http', async () => {
    await renderWithStore(<SupportButton label="ต้องการความช่วยเหลือ?" />, {
      config: { ...sampleSiteConfig, line_url: 'line://ti/p/@x' },
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ต้องการความช่วยเหลือ?' })).toBeDisabled();
  });
});
