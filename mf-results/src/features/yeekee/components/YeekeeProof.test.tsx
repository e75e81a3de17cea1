import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@lotto/shared/testing';
import { KNOWN_COMMITMENT, KNOWN_SEED, yeekeeItem } from '../../../testing/sampleResults';
import { YeekeeProof } from './YeekeeProof';

describe('YeekeeProof', () => {
  it('shows the published hash and the revealed seed, and verifies the draw in the browser', async () => {
    await renderWithStore(<YeekeeProof item={yeekeeItem} />);
    const proof = screen.getByRole('region', { name: 'ตรวจสอบผลยี่กีด้วยตัวเอง' });
    expect(proof).toHaveTextContent(`ค่าแฮชของเลขลับ (ประกาศก่อนปิดรับ)${KNOWN_COMMITMENT}`);
    expect(proof).toHaveTextContent(`เลขลับที่เปิดเผยเมื่อออกผล${KNOWN_SEED}`);

    await userEvent.click(within(proof).getByRole('button', { name: 'ตรวจสอบ' }));
    const verdict = await within(proof).findByText('ผลรางวัลรอบนี้ตรวจสอบผ่าน');
    const box = verdict.closest('[role="status"]') as HTMLElement;
    expect(box).toHaveTextContent('ค่าแฮช SHA-256 ของเลขลับ ตรงกับแฮชที่ประกาศไว้ก่อนปิดรับ');
    expect(box).toHaveTextContent('ผลที่คำนวณได้ตรงกับผลรางวัลที่ออก');
    expect(box).toHaveTextContent('3 ตัวบน 940 · 2 ตัวบน 40 · 2 ตัวล่าง 31');
  });

  it('fails a tampered seed', async () => {
    await renderWithStore(<YeekeeProof item={yeekeeItem} />);
    const field = screen.getByLabelText('เลขลับที่ใช้ตรวจสอบ');
    await userEvent.clear(field);
    await userEvent.type(field, 'a-seed-the-house-would-prefer');
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(await screen.findByText('ผลรางวัลรอบนี้ตรวจสอบไม่ผ่าน')).toBeInTheDocument();
    expect(screen.getByText('ค่าแฮช SHA-256 ของเลขลับ ไม่ตรงกับแฮชที่ประกาศไว้')).toBeInTheDocument();
  });

  it('fails a round whose stored seed does not match its commitment', async () => {
    await renderWithStore(<YeekeeProof item={{ ...yeekeeItem, seed: `0${KNOWN_SEED.slice(1)}` }} />);
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(await screen.findByText('ผลรางวัลรอบนี้ตรวจสอบไม่ผ่าน')).toBeInTheDocument();
  });

  it('before the draw shows only the hash, and no check', async () => {
    await renderWithStore(<YeekeeProof item={{ ...yeekeeItem, seed: null }} />);
    expect(screen.getByText('เลขลับจะเปิดเผยเมื่อออกผล')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ตรวจสอบ' })).toBeNull();
  });

  it('is absent for lotteries without a commitment', async () => {
    await renderWithStore(<YeekeeProof item={{ ...yeekeeItem, seed: undefined, commitment: undefined }} />);
    expect(screen.queryByRole('region', { name: 'ตรวจสอบผลยี่กีด้วยตัวเอง' })).toBeNull();
  });
});
