import { screen } from '@testing-library/react';
import { answer, ok, useFakeApi } from '@lotto/shared/testing';
import { renderAsMember } from '../../../testing/renderPage';
import { RegisteredBank } from './RegisteredBank';

useFakeApi();

describe('RegisteredBank', () => {
  it('shows the registered account with its number masked', async () => {
    answer(
      'GET /cl-api/auth/member-bank',
      ok([{ bank_id: 4, short_name: 'KBANK', name: 'ธนาคารกสิกรไทย', account_name: 'สมชาย ใจดีมาก', account_number: '1234567890' }]),
    );
    await renderAsMember(<RegisteredBank />, { route: '/account' });

    expect(await screen.findByText('xxx-x-x6789-x')).toBeInTheDocument();
    expect(screen.getByText('KBANK ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(screen.getByText('สมชาย ใจดีมาก')).toBeInTheDocument();
    expect(screen.queryByText(/1234567890/)).not.toBeInTheDocument();
    expect(screen.getByText('เงินถอนจะโอนเข้าบัญชีนี้เท่านั้น หากต้องการเปลี่ยนบัญชี กรุณาติดต่อเจ้าหน้าที่')).toBeInTheDocument();
  });

  it('says when no account is registered', async () => {
    answer('GET /cl-api/auth/member-bank', ok([]));
    await renderAsMember(<RegisteredBank />, { route: '/account' });
    expect(await screen.findByText('ยังไม่มีบัญชีธนาคารที่ลงทะเบียน')).toBeInTheDocument();
  });
});
