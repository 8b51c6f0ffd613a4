/**
 * Help centre copy (HTML; the site sanitises it before showing it). Written
 * to be useful as it stands: what to do, what to expect, where to get help.
 */
export interface HelpSeed {
  id: string;
  title: string;
  articles: Array<{ id: string; title: string; content: string }>;
}

export const helpCenter: HelpSeed[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    articles: [
      {
        id: 'create-account',
        title: 'Creating your account',
        content: `<p>You need to be <strong>21 or older</strong> to open an account and play for money.</p>
<ol>
<li>Select <strong>Register</strong> at the top of any page.</li>
<li>Choose a username of 6 to 16 letters and digits, starting with a letter. You cannot change it later.</li>
<li>Choose a password of 8 to 20 characters that mixes letters and digits, and type it twice.</li>
<li>Fill in any other fields shown. Fields marked with a star are required.</li>
<li>Confirm that you are 21 or older and accept the terms, then select <strong>Register</strong>.</li>
</ol>
<p>You can also register with your mobile number: you will be given an account number, and you can log in with it or with your phone number.</p>
<p>If a friend or an agent gave you an invitation code, enter it in the invitation code field so your account is linked to them.</p>`,
      },
      {
        id: 'log-in',
        title: 'Logging in',
        content: `<p>Log in with your username and password. Usernames are not case-sensitive; passwords are.</p>
<ul>
<li><strong>Remember me</strong> keeps your username on this device for 24 hours. We never store your password in the browser.</li>
<li>After several wrong passwords we ask you to type the characters shown in an image. This protects your account from automated guessing.</li>
<li>After logging in, your previous login time is shown in your account. If you do not recognise it, change your password straight away and contact us.</li>
</ul>
<p>Forgot your password? Use <strong>Forgot password</strong> on the login window to reset it by e-mail or mobile number.</p>`,
      },
      {
        id: 'free-play',
        title: 'Trying games for free',
        content: `<p>Select <strong>Free trial</strong> to explore games with play money before you register. Free-play balances have no cash value and cannot be deposited to or withdrawn.</p>
<p>Some features, such as deposits, withdrawals, customer-service chat and the member centre, need a real account.</p>`,
      },
    ],
  },
  {
    id: 'deposits',
    title: 'Deposits',
    articles: [
      {
        id: 'how-to-deposit',
        title: 'How to make a deposit',
        content: `<ol>
<li>Log in and select <strong>Deposit</strong> at the top of the page.</li>
<li>Choose a payment method and enter the amount. The minimum and maximum for each method are shown next to it.</li>
<li>Follow the instructions of the payment page. For bank transfers, copy the reference exactly: it is how we match your payment to your account.</li>
<li>Your balance updates as soon as the payment is confirmed, usually within a few minutes.</li>
</ol>
<p>Only pay from an account or card in your own name. Payments from third parties are returned and may delay your account.</p>`,
      },
      {
        id: 'deposit-missing',
        title: 'My deposit has not arrived',
        content: `<p>Most deposits arrive within 5 minutes. Bank transfers outside banking hours can take longer.</p>
<ul>
<li>Check <strong>Account record</strong> in the member centre: a pending deposit is listed there.</li>
<li>Make sure you used the exact amount and reference shown on the payment page.</li>
<li>If it has been more than 30 minutes, contact customer service with the time, the amount and a screenshot of your payment receipt.</li>
</ul>
<p>Never make a second payment to "push" the first one through.</p>`,
      },
      {
        id: 'deposit-limits',
        title: 'Setting a deposit limit',
        content: `<p>You can set a daily, weekly or monthly deposit limit in <strong>Member centre → Responsible gaming</strong>.</p>
<p>Lowering a limit takes effect immediately. Raising or removing a limit takes effect after a 24-hour cooling-off period, so the decision is not made in the heat of the moment.</p>`,
      },
    ],
  },
  {
    id: 'withdrawals',
    title: 'Withdrawals',
    articles: [
      {
        id: 'how-to-withdraw',
        title: 'How to withdraw',
        content: `<ol>
<li>Log in and select <strong>Withdraw</strong>.</li>
<li>Add a bank account in your own name the first time. The name must match your account's payee name.</li>
<li>Enter the amount and your payment password, then confirm.</li>
</ol>
<p>Your balance is reserved as soon as you ask for a withdrawal, so it cannot be spent twice. If the withdrawal is rejected, the full amount returns to your balance.</p>`,
      },
      {
        id: 'withdrawal-times',
        title: 'How long a withdrawal takes',
        content: `<p>Most withdrawals are paid within 15 minutes. The first withdrawal, large amounts or unusual activity may need a short review, which can take up to 24 hours.</p>
<p>Bonuses may come with play-through conditions. The promotion's page shows them; a withdrawal before they are met can forfeit the bonus.</p>`,
      },
      {
        id: 'confirm-receipt',
        title: 'Confirming that you received a withdrawal',
        content: `<p>After we send a payment, we ask you to confirm it:</p>
<ul>
<li><strong>Received</strong>: the full amount arrived.</li>
<li><strong>Not received</strong>: upload a screenshot of your bank statement and our staff will investigate.</li>
</ul>
<p>If you do not answer within the time shown, the payment is treated as received.</p>`,
      },
    ],
  },
  {
    id: 'security',
    title: 'Account security',
    articles: [
      {
        id: 'passwords',
        title: 'Keeping your password safe',
        content: `<ul>
<li>Use a password you do not use on any other site. A password manager makes this easy.</li>
<li>Our staff will <strong>never</strong> ask for your password or payment password, by phone, chat, e-mail or social media.</li>
<li>Change your password in <strong>Member centre → My account</strong>. You will need your current password.</li>
<li>If an agent created your account, you will be asked to choose your own password at the first login.</li>
</ul>`,
      },
      {
        id: 'two-factor',
        title: 'Two-factor authentication',
        content: `<p>Two-factor authentication asks for a one-time code from an authenticator app in addition to your password, so a stolen password alone is not enough to enter your account.</p>
<p>Logins from a device or network we have not seen before may be asked for an extra check by text message, e-mail or authenticator.</p>`,
      },
      {
        id: 'suspicious-activity',
        title: 'If you notice something unusual',
        content: `<p>Check the previous login time shown after you log in. If you see a login, bet or withdrawal you did not make:</p>
<ol>
<li>Change your password and payment password immediately.</li>
<li>Log out of all other devices.</li>
<li>Contact customer service so we can review and, if needed, freeze your account.</li>
</ol>`,
      },
    ],
  },
  {
    id: 'responsible-gaming',
    title: 'Responsible gaming',
    articles: [
      {
        id: 'play-responsibly',
        title: 'Playing responsibly',
        content: `<p>Gaming should be entertainment, never a way to make money or to escape problems.</p>
<ul>
<li>Decide in advance how much time and money you will spend, and stop when you reach it.</li>
<li>Never chase losses: the next bet does not know about the last one.</li>
<li>Do not play when you are upset, tired or under the influence of alcohol.</li>
<li>Only play with money you can afford to lose.</li>
</ul>
<p>Players must be 21 or older.</p>`,
      },
      {
        id: 'limits',
        title: 'Deposit, loss and session limits',
        content: `<p>In <strong>Member centre → Responsible gaming</strong> you can set:</p>
<ul>
<li><strong>Deposit limits</strong> per day, week or month.</li>
<li><strong>Loss limits</strong>: once your net loss for the period reaches the limit, betting pauses until the period ends.</li>
<li><strong>Session limits</strong> and <strong>reality checks</strong>: a reminder of how long you have played and what you have won or lost.</li>
</ul>
<p>Lower limits apply at once; higher ones after 24 hours.</p>`,
      },
      {
        id: 'time-out',
        title: 'Taking a break or self-excluding',
        content: `<p>A <strong>time-out</strong> locks your account for 24 hours up to 6 weeks. <strong>Self-exclusion</strong> closes it for 6 months or longer and cannot be undone before the period ends.</p>
<p>During a break you cannot log in to play, and we stop sending you promotions. Any remaining balance can still be withdrawn through customer service.</p>`,
      },
      {
        id: 'get-help',
        title: 'Getting help',
        content: `<p>If gaming no longer feels like fun, talk to someone. Signs to watch for: spending more than you planned, borrowing to play, hiding your play from others, or feeling anxious when you are not playing.</p>
<p>Free and confidential help is available from organisations such as Gamblers Anonymous (gamblersanonymous.org) and GamCare (gamcare.org.uk). Our customer service can also set limits or close your account for you at any time.</p>`,
      },
    ],
  },
  {
    id: 'agents',
    title: 'Agents and affiliates',
    articles: [
      {
        id: 'become-agent',
        title: 'Becoming an agent',
        content: `<p>Agents invite players and earn from their team's activity through dividend or salary contracts.</p>
<ul>
<li>Share your invitation link or code: players who register with it join your team.</li>
<li>Follow your team in the <strong>Agent centre</strong>: overview, members, betting, profit and loss, and income reports.</li>
<li>You can transfer balance to members of your team and to your own upline.</li>
</ul>
<p>Contact customer service to apply.</p>`,
      },
    ],
  },
];
