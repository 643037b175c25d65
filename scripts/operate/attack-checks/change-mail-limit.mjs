// The limit on e-mail change mails: the sixth change in a row is refused and mails nothing (finding 4 of the
// attack check).
import { addressMessages } from '@insight/api';
import { address, check, mailsTo, register, seen, updateProfile } from './client.mjs';

// 4. Six e-mail changes in a row: the sixth is 429 with the text, and no sixth mail goes.
export async function changeMailLimit() {
  const ivy = await register('Ivy', undefined, { prove: true });
  const targets = Array.from({ length: 6 }, () => address('elsewhere'));
  const answers = [];
  for (const to of targets) answers.push(await updateProfile(ivy, { userName: to }));
  await new Promise((r) => setTimeout(r, 500));
  const mailed = [];
  for (const to of targets) mailed.push((await mailsTo(to)).length);
  const sixth = answers[5];
  check(
    '4 six e-mail changes in a row: five answer 200 and mail once each, the 6th answers 429 with the text and mails nothing',
    answers.slice(0, 5).every((a) => a.status === 200) &&
      sixth.status === 429 &&
      sixth.data?.error === addressMessages.tooManyChangeMails &&
      mailed.slice(0, 5).every((n) => n === 1) &&
      mailed[5] === 0,
    `statuses ${answers.map((a) => a.status).join(',')}, 6th ${seen(sixth)}, mails ${mailed.join(',')}`,
  );
}
