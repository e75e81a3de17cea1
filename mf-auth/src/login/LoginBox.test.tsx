import { screen } from '@testing-library/react';
import { renderWithStore, sampleSiteConfig } from '@lotto/shared/testing';
import LoginBox from './LoginBox';
import RegisterPage from '../register/RegisterPage';

describe('mf-auth screens', () => {
  it('the login box has its title, both help buttons on the support link and a register link', async () => {
    await renderWithStore(<LoginBox />);
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบ' }).closest('section')).toHaveAttribute(
      'data-remote',
      'mf-auth',
    );
    for (const label of ['ลืมรหัสผ่าน?', 'ต้องการความช่วยเหลือ?']) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', sampleSiteConfig.line_url);
    }
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/auth/register');
  });

  it('the register page links back to login on /', async () => {
    await renderWithStore(<RegisterPage />, { route: '/auth/register' });
    expect(screen.getByRole('heading', { name: 'สมัครสมาชิก' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/');
  });
});
