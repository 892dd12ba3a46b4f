// Messages the bot sends on its own (reminders): Bot API sendMessage over HTTPS (TELEGRAM_API_BASE, so a
// local Bot API server or a test's stand-in can take Telegram's place). An error never carries the
// request's URL: it holds the bot's token.
export class TelegramSendError extends Error {
  constructor(
    message: string,
    /** Telegram will refuse this message again (the customer blocked the bot, the chat is gone): do not retry. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;

export async function sendTelegramMessage(
  bot: { botToken: string; apiBase: string },
  chatId: number,
  text: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${bot.apiBase}/bot${bot.botToken}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text, link_preview_options: { is_disabled: true } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not connect';
    throw new TelegramSendError(`Telegram sendMessage ${reason}`, false);
  }
  const answer = (await response.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
  if (response.ok && answer?.ok === true) return;
  const description = typeof answer?.description === 'string' ? answer.description.slice(0, 200) : 'no description';
  // 400 (chat not found) and 403 (blocked by the user, deactivated) do not get better by retrying.
  throw new TelegramSendError(
    `Telegram sendMessage refused (${response.status}: ${description})`,
    response.status === 400 || response.status === 403,
  );
}
