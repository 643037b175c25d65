/**
 * "Download my data": everything the server keeps about one person, as the file @insight/api's
 * account-data.ts documents (DataExport, version 2: every take of the questionnaire, the full ones with their
 * domains and facets against the person's comparison group of now). The file is written section by section as it is read
 * (exportChunks yields JSON text), and the mails, the one section without a bound, are read in pages: the whole
 * file is never held in memory.
 *
 * Other people appear by name and e-mail only, as the person sees them in the app; invitations and mails to the
 * person appear only once the address is proven (an unproven claimant of an address learns nothing addressed to
 * it), and only those that are theirs by account (features/recipients/service.ts): what was sent to their address
 * before it was theirs belongs to its holder then, never to them. One-time tokens in mailed links are removed. The notices and the mail switches
 * (notifications) are the two optional sections version 1 gained later.
 */
import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  GENDERS,
  PRONOUN_LABELS,
  NEO_DOMAINS,
  type DataExport,
  type ExportAnswer,
  type ExportGuide,
  type ExportNeoResult,
  type ExportPerson,
} from '@insight/api';
import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  catalogItems,
  connectionRequestShares,
  connectionRequests,
  connections,
  connectionShares,
  foxyTransactions,
  mailOutbox,
  profileImages,
  purchases,
  surveys,
  users,
  type SurveyRow,
  type UserRow,
} from '../../db/schema/index.js';
import { PROFILE_IMAGES_PATH } from '../../http/paths.js';
import { parseTransaction } from '../cart/webhook.js';
import { pendingEmailOf } from '../contact/addresses.js';
import { comparisonGroupOf, type ComparisonGroup } from '../survey/groups.js';
import { IPIP_ITEMS, IPIP_SCALE } from '../survey/ipip.js';
import { NEO_ITEMS } from '../survey/neo-items.js';
import { levelOf, NeoScoringError, scoreNeo } from '../survey/neo.js';
import { exportNotices } from '../notifications/service.js';
import { settingsOf } from '../notifications/settings.js';
import { mailsOf, requestsAddressedTo } from '../recipients/service.js';

/** Mails read per statement while the file is written. */
export const MAIL_PAGE = 100;

type Section<K extends keyof DataExport> = DataExport[K];

const iso = (date: Date): string => date.toISOString();
const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * A one-time token in a mailed link (`token=…`, `connectionToken=…`, `code=…`) is not kept in a file that
 * leaves the server.
 */
export const withoutTokens = (text: string): string =>
  text.replace(/([?&](?:[a-z]*token|code)=)[^&\s"'<>)]+/gi, '$1[removed]');

/** The catalogue's guides by report id (the catalogue is small: one statement). */
async function guidesByReport(ctx: AppContext): Promise<Map<number, ExportGuide & { code: string; itemId: number }>> {
  const rows = await ctx.db
    .select({
      itemId: catalogItems.id,
      reportId: catalogItems.reportId,
      name: catalogItems.reportName,
      type: catalogItems.type,
      code: catalogItems.code,
    })
    .from(catalogItems);
  return new Map(rows.map((row) => [row.reportId, row]));
}

const guideOf = (guides: Map<number, ExportGuide>, reportId: number): ExportGuide => {
  const guide = guides.get(reportId);
  return guide ? { reportId, name: guide.name, type: guide.type } : { reportId, name: '', type: 'personal' };
};

/** What the file shows of another person. */
const otherColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

const person = (row: { firstName: string; lastName: string; email: string }): ExportPerson => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

async function accountOf(ctx: AppContext, user: UserRow): Promise<Section<'account'>> {
  const gender = (GENDERS as readonly string[]).includes(user.gender) ? (user.gender as (typeof GENDERS)[number]) : 'M';
  return {
    id: String(user.id),
    email: user.email,
    emailConfirmedAt: isoOrNull(user.emailVerifiedAt),
    pendingEmail: await pendingEmailOf(ctx, user),
    firstName: user.firstName,
    lastName: user.lastName,
    gender,
    pronoun: PRONOUN_LABELS[gender],
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

async function picturesOf(ctx: AppContext, user: UserRow): Promise<Section<'profilePictures'>> {
  const rows = await ctx.db
    .select({ name: profileImages.name, contentType: profileImages.contentType, createdAt: profileImages.createdAt })
    .from(profileImages)
    .where(eq(profileImages.userId, user.id))
    .orderBy(asc(profileImages.createdAt));
  return rows
    .map((row) => ({
      url: `${ctx.config.appUrl}${PROFILE_IMAGES_PATH}${row.name}`,
      contentType: row.contentType,
      uploadedAt: iso(row.createdAt),
      current: row.name === user.profilePicture,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

const answerWords = (answer: number | undefined) => IPIP_SCALE.find((step) => step.value === answer);

/** A take's answers, in the administration order, with the statements they answer. */
function answersOf(take: SurveyRow): ExportAnswer[] {
  const answers: ExportAnswer[] = [];
  if (take.instrument === 'ipip-neo-120') {
    for (const item of NEO_ITEMS) {
      const scale = answerWords(take.answers[String(item.number)]);
      if (!scale) continue;
      answers.push({
        item: item.number,
        statement: item.text,
        domain: item.domain,
        facet: item.facetKey,
        answer: scale.value,
        answerText: scale.label,
      });
    }
    return answers;
  }
  for (const item of IPIP_ITEMS) {
    const scale = answerWords(take.answers[String(item.number)]);
    if (!scale) continue;
    answers.push({
      item: item.number,
      statement: item.text,
      trait: item.factor,
      answer: scale.value,
      answerText: scale.label,
    });
  }
  return answers;
}

/** A finished full take against the group: raw sums, T scores, percentiles and levels of domains and facets. */
function neoResultOf(take: SurveyRow, group: ComparisonGroup): ExportNeoResult | null {
  let scored;
  try {
    scored = scoreNeo(
      Array.from({ length: NEO_ITEMS.length }, (_, k) => take.answers[String(k + 1)]),
      group.group,
    );
  } catch (error) {
    // A finished take always holds its 120 answers; a row that does not is shown without a result.
    if (error instanceof NeoScoringError) return null;
    throw error;
  }
  const domains = Object.fromEntries(
    NEO_DOMAINS.map((d) => {
      const { raw, t, percentile, facets } = scored.domains[d];
      return [d, { raw, t, percentile, level: levelOf(t), facets }];
    }),
  ) as unknown as ExportNeoResult['domains'];
  return { group: scored.group, domains };
}

/** Every take of the questionnaire, oldest first, and the comparison group of now. */
async function questionnairesOf(
  ctx: AppContext,
  userId: number,
): Promise<{ questionnaires: Section<'questionnaires'>; comparisonGroup: Section<'comparisonGroup'> }> {
  const [takes, group] = await Promise.all([
    ctx.db.select().from(surveys).where(eq(surveys.userId, userId)).orderBy(asc(surveys.createdAt), asc(surveys.id)),
    comparisonGroupOf(ctx, userId),
  ]);
  const questionnaires = takes.map((take) => {
    const finished = take.status === 'complete';
    const short = take.instrument !== 'ipip-neo-120';
    return {
      instrument: take.instrument,
      status: take.status,
      locale: take.locale,
      startedAt: iso(take.createdAt),
      completedAt: isoOrNull(take.completedAt),
      answers: answersOf(take),
      scores: finished && short ? ((take.scores as Record<string, number> | null) ?? null) : null,
      result: finished && !short ? neoResultOf(take, group) : null,
    };
  });
  return { questionnaires, comparisonGroup: { ...group.group, chosen: group.chosen } };
}

async function purchasesAndOrdersOf(
  ctx: AppContext,
  userId: number,
  guides: Map<number, ExportGuide & { code: string; itemId: number }>,
): Promise<{ purchases: Section<'purchases'>; orders: Section<'orders'>; guides: Section<'guides'> }> {
  const [owned, orderRows] = await Promise.all([
    ctx.db
      .select({
        reportId: catalogItems.reportId,
        code: catalogItems.code,
        createdAt: purchases.createdAt,
        transactionId: purchases.transactionId,
      })
      .from(purchases)
      .innerJoin(catalogItems, eq(catalogItems.id, purchases.catalogItemId))
      .where(eq(purchases.userId, userId))
      .orderBy(asc(purchases.createdAt), asc(purchases.id)),
    ctx.db
      .select()
      .from(foxyTransactions)
      .where(eq(foxyTransactions.userId, userId))
      .orderBy(asc(foxyTransactions.receivedAt)),
  ]);
  const orders: Section<'orders'> = [];
  const linePrice = new Map<string, number | null>();
  for (const row of orderRows) {
    const parsed = parseTransaction(row.payload);
    const lines = typeof parsed === 'string' ? [] : parsed.lines;
    for (const line of lines) linePrice.set(`${row.transactionId}|${line.code}`, line.priceCents);
    orders.push({
      transactionId: row.transactionId,
      receivedAt: iso(row.receivedAt),
      status: row.status,
      totalCents: typeof parsed === 'string' ? null : parsed.totalOrderCents,
      lines: lines.map((line) => ({ code: line.code, priceCents: line.priceCents, quantity: line.quantity })),
      revoked: row.revokedAt !== null,
    });
  }
  return {
    purchases: owned.map((row) => ({
      guide: guideOf(guides, row.reportId),
      code: row.code,
      // The price of the guide's own line; a guide bought within a package has none of its own.
      priceCents: row.transactionId ? (linePrice.get(`${row.transactionId}|${row.code}`) ?? null) : null,
      purchasedAt: iso(row.createdAt),
      transactionId: row.transactionId,
    })),
    orders,
    guides: owned
      .map((row) => guideOf(guides, row.reportId))
      .sort((a, b) => a.name.localeCompare(b.name) || a.reportId - b.reportId),
  };
}

async function connectionsOf(
  ctx: AppContext,
  userId: number,
  guides: Map<number, ExportGuide>,
): Promise<Section<'connections'>> {
  const mine = or(eq(connections.requesterId, userId), eq(connections.recipientId, userId));
  const rows = await ctx.db
    .select({ id: connections.id, createdAt: connections.createdAt, other: otherColumns })
    .from(connections)
    .innerJoin(
      users,
      sql`${users.id} = case when ${connections.requesterId} = ${userId} then ${connections.recipientId} else ${connections.requesterId} end`,
    )
    .where(mine)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(connections.id));
  if (rows.length === 0) return [];
  // Shares of guides their owner still owns, as the connections list shows them.
  const shares = await ctx.db
    .select({
      connectionId: connectionShares.connectionId,
      ownerId: connectionShares.ownerId,
      reportId: catalogItems.reportId,
    })
    .from(connectionShares)
    .innerJoin(catalogItems, eq(catalogItems.reportId, connectionShares.reportId))
    .innerJoin(
      purchases,
      and(eq(purchases.userId, connectionShares.ownerId), eq(purchases.catalogItemId, catalogItems.id)),
    )
    .where(
      inArray(
        connectionShares.connectionId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => {
    const of = (owner: number) =>
      shares
        .filter((share) => share.connectionId === row.id && share.ownerId === owner)
        .map((share) => guideOf(guides, share.reportId))
        .sort((a, b) => a.name.localeCompare(b.name));
    return {
      person: person(row.other),
      since: iso(row.createdAt),
      youShare: of(userId),
      sharedWithYou: of(row.other.id),
    };
  });
}

async function requestsOf(
  ctx: AppContext,
  user: UserRow,
  guides: Map<number, ExportGuide>,
): Promise<{ requestsSent: Section<'requestsSent'>; requestsReceived: Section<'requestsReceived'> }> {
  const sent = await ctx.db
    .select()
    .from(connectionRequests)
    .where(eq(connectionRequests.requesterId, user.id))
    .orderBy(asc(connectionRequests.createdAt), asc(connectionRequests.id));
  const sentShares =
    sent.length === 0
      ? []
      : await ctx.db
          .select({
            requestId: connectionRequestShares.connectionRequestId,
            reportId: connectionRequestShares.reportId,
          })
          .from(connectionRequestShares)
          .where(
            inArray(
              connectionRequestShares.connectionRequestId,
              sent.map((row) => row.id),
            ),
          );
  // Invitations count for the person only once their address is proven, and then those that are theirs: answered
  // by them, or addressed to an address of theirs while it was theirs (features/recipients), never by its text.
  const received = user.emailVerifiedAt
    ? await ctx.db
        .select({ request: connectionRequests, requester: otherColumns })
        .from(connectionRequests)
        .innerJoin(users, eq(users.id, connectionRequests.requesterId))
        .where(
          and(
            or(eq(connectionRequests.recipientId, user.id), requestsAddressedTo(user)),
            ne(connectionRequests.requesterId, user.id),
          ),
        )
        .orderBy(asc(connectionRequests.createdAt), asc(connectionRequests.id))
    : [];
  return {
    requestsSent: sent.map((row) => ({
      to: { firstName: row.recipientFirstName, lastName: row.recipientLastName, email: row.recipientEmail },
      message: row.message,
      status: row.status,
      sentAt: iso(row.createdAt),
      answeredAt: isoOrNull(row.respondedAt),
      guidesToShare: sentShares
        .filter((share) => share.requestId === row.id)
        .map((share) => guideOf(guides, share.reportId))
        .sort((a, b) => a.name.localeCompare(b.name)),
    })),
    requestsReceived: received.map(({ request, requester }) => ({
      from: person(requester),
      message: request.message,
      status: request.status,
      receivedAt: iso(request.createdAt),
      answeredAt: isoOrNull(request.respondedAt),
    })),
  };
}

/**
 * The kept mails that are the person's (features/recipients: sent to an address of theirs while it was theirs,
 * whichever address they have now), a page at a time, only once the address is proven.
 */
async function* keptMailsOf(ctx: AppContext, user: UserRow): AsyncGenerator<string> {
  if (!user.emailVerifiedAt) return;
  let after = 0;
  let first = true;
  for (;;) {
    const page = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(mailsOf(user), gt(mailOutbox.id, after)))
      .orderBy(asc(mailOutbox.id))
      .limit(MAIL_PAGE);
    for (const row of page) {
      const mail: Section<'mails'>[number] = {
        to: row.toAddress,
        subject: row.subject,
        createdAt: iso(row.createdAt),
        sentAt: isoOrNull(row.sentAt),
        text: withoutTokens(row.textBody),
      };
      yield `${first ? '' : ','}\n    ${JSON.stringify(mail)}`;
      first = false;
    }
    if (page.length < MAIL_PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

const field = (name: keyof DataExport, value: unknown): string =>
  `,\n  ${JSON.stringify(name)}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}`;

/**
 * The file, as text chunks in order: every section is read just before it is written. `user` is the account's
 * row as the route read it (after the password was checked).
 */
export async function* exportChunks(ctx: AppContext, user: UserRow): AsyncGenerator<string> {
  const head = { format: DATA_EXPORT_FORMAT, version: DATA_EXPORT_VERSION, exportedAt: iso(ctx.now()) };
  yield JSON.stringify(head, null, 2).replace(/\n}$/, '');
  yield field('account', await accountOf(ctx, user));
  yield field('profilePictures', await picturesOf(ctx, user));
  const { questionnaires, comparisonGroup } = await questionnairesOf(ctx, user.id);
  yield field('questionnaires', questionnaires);
  yield field('comparisonGroup', comparisonGroup);
  const guides = await guidesByReport(ctx);
  const bought = await purchasesAndOrdersOf(ctx, user.id, guides);
  yield field('purchases', bought.purchases);
  yield field('orders', bought.orders);
  yield field('guides', bought.guides);
  yield field('connections', await connectionsOf(ctx, user.id, guides));
  const requests = await requestsOf(ctx, user, guides);
  yield field('requestsSent', requests.requestsSent);
  yield field('requestsReceived', requests.requestsReceived);
  yield field('notices', await exportNotices(ctx, user.id));
  yield field('notificationSettings', await settingsOf(ctx.db, user.id));
  yield ',\n  "mails": [';
  let any = false;
  for await (const chunk of keptMailsOf(ctx, user)) {
    any = true;
    yield chunk;
  }
  yield `${any ? '\n  ' : ''}]\n}\n`;
}
