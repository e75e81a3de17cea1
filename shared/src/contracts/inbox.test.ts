import { readStreamPosition, streamHeadersSchema, streamPositionId } from './inbox';

describe("the member's stream's place (Last-Event-ID)", () => {
  it.each([
    ['42', { item: 42 }],
    ['42/7:15', { item: 42, shot: { roundId: 7, seq: 15 } }],
    ['/7:15', { shot: { roundId: 7, seq: 15 } }],
    ['', {}],
  ])('reads %j and writes it back the same', (id, position) => {
    expect(readStreamPosition(id)).toEqual(position);
    expect(streamPositionId(position)).toBe(id);
  });

  it.each(['7:15', '42/7', '42/x:1', 'abc', '1 2'])('reads nothing of %j, which the header refuses', async (id) => {
    expect(readStreamPosition(id)).toEqual({});
    await expect(streamHeadersSchema.validate({ 'last-event-id': id })).rejects.toThrow('ข้อมูลไม่ถูกต้อง');
  });

  it('refuses an item or a round beyond an int4 id', async () => {
    await expect(streamHeadersSchema.validate({ 'last-event-id': '2147483648' })).rejects.toThrow('ข้อมูลไม่ถูกต้อง');
    await expect(streamHeadersSchema.validate({ 'last-event-id': '1/2147483648:1' })).rejects.toThrow('ข้อมูลไม่ถูกต้อง');
    await expect(streamHeadersSchema.validate({ 'last-event-id': '2147483647/2147483647:1' })).resolves.toBeDefined();
  });
});
