-- index auto_payouts_child_week_idx
CREATE INDEX "auto_payouts_child_week_idx" on "auto_payouts" ("child_id", "week_start");

-- index auto_payouts_family_id_payment_hash_idx
CREATE INDEX "auto_payouts_family_id_payment_hash_idx" on "auto_payouts" ("family_id", "payment_hash");

-- index child_wallet_addresses_child_id_idx
CREATE INDEX "child_wallet_addresses_child_id_idx" on "child_wallet_addresses" ("child_id");

-- index children_family_id_idx
CREATE INDEX "children_family_id_idx" on "children" ("family_id");

-- index chore_occurrences_one_unpaid_idx
CREATE UNIQUE INDEX "chore_occurrences_one_unpaid_idx" on "chore_occurrences" ("chore_id") where "state" <> 'approved';

-- index chores_family_id_child_id_idx
CREATE INDEX "chores_family_id_child_id_idx" on "chores" ("family_id", "child_id");

-- index family_goals_family_id_idx
CREATE INDEX "family_goals_family_id_idx" on "family_goals" ("family_id");

-- index goal_allocations_child_id_idx
CREATE INDEX "goal_allocations_child_id_idx" on "goal_allocations" ("child_id");

-- index goal_allocations_family_id_status_idx
CREATE INDEX "goal_allocations_family_id_status_idx" on "goal_allocations" ("family_id", "status");

-- index interest_credits_family_id_month_idx
CREATE INDEX "interest_credits_family_id_month_idx" on "interest_credits" ("family_id", "month");

-- index lightning_addresses_child_idx
CREATE UNIQUE INDEX lightning_addresses_child_idx on lightning_addresses (child_id) where child_id is not null;

-- index lightning_addresses_parent_idx
CREATE UNIQUE INDEX lightning_addresses_parent_idx on lightning_addresses (family_id) where child_id is null;

-- index lightning_invoices_family_id_state_idx
CREATE INDEX "lightning_invoices_family_id_state_idx" on "lightning_invoices" ("family_id", "state");

-- index lightning_invoices_state_idx
CREATE INDEX "lightning_invoices_state_idx" on "lightning_invoices" ("state") where "state" = 'pending';

-- index lightning_payments_child_id_state_idx
CREATE INDEX "lightning_payments_child_id_state_idx" on "lightning_payments" ("child_id", "state");

-- index lightning_payments_family_id_payment_hash_idx
CREATE UNIQUE INDEX "lightning_payments_family_id_payment_hash_idx" on "lightning_payments" ("family_id", "payment_hash");

-- index lightning_payments_state_idx
CREATE INDEX "lightning_payments_state_idx" on "lightning_payments" ("state") where "state" = 'pending';

-- index login_records_created_at_idx
CREATE INDEX "login_records_created_at_idx" on "login_records" ("created_at");

-- index login_records_family_id_idx
CREATE INDEX "login_records_family_id_idx" on "login_records" ("family_id");

-- index login_tokens_email_created_at_idx
CREATE INDEX "login_tokens_email_created_at_idx" on "login_tokens" ("email", "created_at");

-- index passkey_challenges_expires_at_idx
CREATE INDEX "passkey_challenges_expires_at_idx" on "passkey_challenges" ("expires_at");

-- index passkeys_user_id_idx
CREATE INDEX "passkeys_user_id_idx" on "passkeys" ("user_id");

-- index retained_revenue_settled_at_idx
CREATE INDEX "retained_revenue_settled_at_idx" on "retained_revenue" ("settled_at");

-- index savings_transfers_family_id_status_idx
CREATE INDEX "savings_transfers_family_id_status_idx" on "savings_transfers" ("family_id", "status");

-- index security_events_created_at_idx
CREATE INDEX "security_events_created_at_idx" on "security_events" ("created_at");

-- index sessions_user_id_idx
CREATE INDEX "sessions_user_id_idx" on "sessions" ("user_id");

-- index sign_in_codes_expires_at_idx
CREATE INDEX "sign_in_codes_expires_at_idx" on "sign_in_codes" ("expires_at");

-- index sign_in_codes_user_id_created_at_idx
CREATE INDEX "sign_in_codes_user_id_created_at_idx" on "sign_in_codes" ("user_id", "created_at");

-- index subscription_invoices_family_id_idx
CREATE INDEX "subscription_invoices_family_id_idx" on "subscription_invoices" ("family_id");

-- index subscription_invoices_status_settled_at_idx
CREATE INDEX "subscription_invoices_status_settled_at_idx" on "subscription_invoices" ("status", "settled_at");

-- index transactions_allocation_id_idx
CREATE INDEX "transactions_allocation_id_idx" on "transactions" ("allocation_id") where "allocation_id" is not null;

-- index transactions_child_id_import_key_idx
CREATE UNIQUE INDEX "transactions_child_id_import_key_idx" on "transactions" ("child_id", "import_key") where "import_key" is not null;

-- index transactions_child_id_occurred_at_idx
CREATE INDEX "transactions_child_id_occurred_at_idx" on "transactions" ("child_id", "occurred_at");

-- index transactions_family_id_import_key_idx
CREATE INDEX "transactions_family_id_import_key_idx" on "transactions" ("family_id", "import_key") where "import_key" is not null;

-- index transactions_family_id_occurred_at_idx
CREATE INDEX "transactions_family_id_occurred_at_idx" on "transactions" ("family_id", "occurred_at");

-- index transactions_family_id_payment_hash_idx
CREATE INDEX "transactions_family_id_payment_hash_idx" on "transactions" ("family_id", "payment_hash") where "payment_hash" is not null;

-- index transactions_goal_id_idx
CREATE INDEX "transactions_goal_id_idx" on "transactions" ("goal_id");

-- index users_family_id_idx
CREATE INDEX "users_family_id_idx" on "users" ("family_id");

-- index wallet_deposits_child_id_idx
CREATE INDEX "wallet_deposits_child_id_idx" on "wallet_deposits" ("child_id");

-- index wallet_deposits_family_id_status_idx
CREATE INDEX "wallet_deposits_family_id_status_idx" on "wallet_deposits" ("family_id", "status");

-- index wallet_sends_family_id_status_idx
CREATE INDEX "wallet_sends_family_id_status_idx" on "wallet_sends" ("family_id", "status");

-- index withdrawal_requests_family_id_status_idx
CREATE INDEX "withdrawal_requests_family_id_status_idx" on "withdrawal_requests" ("family_id", "status");

-- table allowance_runs
CREATE TABLE "allowance_runs" ("child_id" integer not null references "children" ("id") on delete cascade, "run_date" text not null, "amount_sat" integer not null, "created_at" text not null, constraint "allowance_runs_pk" primary key ("child_id", "run_date"), /* checked-number */ check (typeof("amount_sat") = 'integer'));

-- table auto_payout_settings
CREATE TABLE "auto_payout_settings" ("child_id" integer primary key references "children" ("id") on delete cascade, "family_id" integer not null references "families" ("id") on delete cascade check (typeof("family_id") = 'integer'), "is_enabled" integer not null check (typeof("is_enabled") = 'integer' and is_enabled in (0, 1)), "weekly_limit_sat" integer check (typeof("weekly_limit_sat") = 'null' or (typeof("weekly_limit_sat") = 'integer' and weekly_limit_sat between 1 and 2100000000000000)), "updated_at" text not null, constraint "auto_payout_settings_limit_when_on" check (is_enabled = 0 or weekly_limit_sat is not null));

-- table auto_payouts
CREATE TABLE "auto_payouts" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade check (typeof("family_id") = 'integer'), "child_id" integer not null references "children" ("id") on delete cascade check (typeof("child_id") = 'integer'), "run_date" text not null, "week_start" text not null, "amount_sat" integer not null check (typeof("amount_sat") = 'integer' and amount_sat between 0 and 2100000000000000), "state" text not null check (state in ('claimed', 'paying', 'failed', 'skipped')), "payment_hash" text, "failure" text, "created_at" text not null, "updated_at" text not null, constraint "auto_payouts_child_run_unique" unique ("child_id", "run_date"), constraint "auto_payouts_allowance_run_fk" foreign key ("child_id", "run_date") references "allowance_runs" ("child_id", "run_date") on delete cascade);

-- table billing_accounts
CREATE TABLE "billing_accounts" ("family_id" integer primary key references "families" ("id") on delete cascade, "paid_until" text, "referral_code" text unique, "updated_at" text not null);

-- table child_interest_rates
CREATE TABLE "child_interest_rates" ("child_id" integer primary key references "children" ("id") on delete cascade check (typeof("child_id") = 'integer'), "family_id" integer not null references "families" ("id") on delete cascade check (typeof("family_id") = 'integer'), "rate_tenths" integer not null check (typeof("rate_tenths") = 'integer' and "rate_tenths" between 0 and 200), "updated_at" text not null);

-- table child_wallet_addresses
CREATE TABLE "child_wallet_addresses" (
        "id" integer primary key,
        "family_id" integer not null references "families" ("id") on delete cascade
          check (typeof("family_id") = 'integer'),
        "child_id" integer not null references "children" ("id") on delete cascade
          check (typeof("child_id") = 'integer'),
        "key_digest" text not null,
        -- BIP44 chain below the account key: 1 (change) for every address handed out from
        -- here on, 0 (receive) only for the retired ones handed out before.
        "chain" integer not null default 1 check (typeof("chain") = 'integer' and "chain" in (0, 1)),
        "address_index" integer not null
          check (typeof("address_index") = 'integer' and "address_index" >= 0),
        "address" text not null,
        "derivation_path" text not null,
        "assigned_at" text not null,
        "funded_at" text,
        -- Set for the receive-chain addresses of before: payments to them confirmed after
        -- this moment are not a child's.
        "retired_at" text,
        constraint "child_wallet_addresses_family_address_key" unique ("family_id", "address"),
        constraint "child_wallet_addresses_family_key_chain_index_key"
          unique ("family_id", "key_digest", "chain", "address_index"),
        constraint "child_wallet_addresses_receive_chain_retired"
          check (("chain" = 0) = ("retired_at" is not null))
      );

-- table children
CREATE TABLE "children" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "name" text not null, "age" integer not null check (age between 1 and 18), "gender" text not null check (gender in ('boy', 'girl')), "weekly_allowance_sat" integer default 0 not null check (weekly_allowance_sat >= 0), "allowance_day" integer not null check (allowance_day between 0 and 6), "savings_sat" integer default 0 not null check (savings_sat between 0 and 2100000000000000), "spending_sat" integer default 0 not null check (spending_sat between 0 and 2100000000000000), "spending_threshold_sat" integer default 100000 not null check (spending_threshold_sat >= 0), "email" text, "user_id" integer unique references "users" ("id") on delete set null, "address_label" text, "removed_at" text, "created_at" text not null, "updated_at" text not null, /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("age") = 'integer'), check (typeof("weekly_allowance_sat") = 'integer'), check (typeof("allowance_day") = 'integer'), check (typeof("savings_sat") = 'integer'), check (typeof("spending_sat") = 'integer'), check (typeof("spending_threshold_sat") = 'integer'), check (typeof("user_id") in ('integer', 'null')));

-- table chore_occurrences
CREATE TABLE "chore_occurrences" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade check (typeof("family_id") = 'integer'), "child_id" integer not null references "children" ("id") on delete cascade check (typeof("child_id") = 'integer'), "chore_id" integer not null references "chores" ("id") on delete cascade check (typeof("chore_id") = 'integer'), "period_date" text not null check ("period_date" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'), "state" text not null check (state in ('open', 'done', 'approved')), "done_at" text, "done_by" integer references "users" ("id") on delete set null check (typeof("done_by") in ('integer', 'null')), "decided_at" text, "decided_by" integer references "users" ("id") on delete set null check (typeof("decided_by") in ('integer', 'null')), "rejection_reason" text check (rejection_reason is null or length(rejection_reason) between 1 and 200), "paid_sat" integer check (typeof("paid_sat") = 'null' or (typeof("paid_sat") = 'integer' and paid_sat between 1 and 1000000)), "transaction_id" integer references "transactions" ("id") on delete set null check (typeof("transaction_id") in ('integer', 'null')), "created_at" text not null, constraint "chore_occurrences_done_when_not_open" check ((state = 'open') = (done_at is null)), constraint "chore_occurrences_paid_when_approved" check ((state = 'approved') = (paid_sat is not null)), constraint "chore_occurrences_reason_when_open" check (rejection_reason is null or state = 'open'), constraint "chore_occurrences_chore_period_unique" unique ("chore_id", "period_date"));

-- table chores
CREATE TABLE "chores" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade check (typeof("family_id") = 'integer'), "child_id" integer not null references "children" ("id") on delete cascade check (typeof("child_id") = 'integer'), "title" text not null check (length(title) between 1 and 100), "reward_sat" integer not null check (typeof("reward_sat") = 'integer' and reward_sat between 1 and 1000000), "recurrence" text not null check (recurrence in ('once', 'daily', 'weekly')), "weekday" integer check (typeof("weekday") = 'null' or (typeof("weekday") = 'integer' and weekday between 0 and 6)), "due_date" text check (due_date is null or "due_date" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'), "destination" text not null check (destination in ('spending', 'savings')), "auto_approve" integer not null check (typeof("auto_approve") = 'integer' and auto_approve in (0, 1)), "created_by" integer references "users" ("id") on delete set null check (typeof("created_by") in ('integer', 'null')), "created_at" text not null, "updated_at" text not null, constraint "chores_weekday_when_weekly" check ((recurrence = 'weekly') = (weekday is not null)), constraint "chores_due_date_when_once" check (due_date is null or recurrence = 'once'));

-- table families
CREATE TABLE "families" ("id" integer primary key, "time_zone" text, "auto_allowance_hour" integer check (auto_allowance_hour between 0 and 23), "sharing_enabled" integer default 1 not null, "share_percentage" integer default 100 not null, "spouse_share" integer default 50 not null, "created_at" text not null, /* checked-number */ check (typeof("auto_allowance_hour") in ('integer', 'null')), check (typeof("sharing_enabled") = 'integer'), check (typeof("share_percentage") = 'integer'), check (typeof("spouse_share") = 'integer'), check (share_percentage between 0 and 100), check (spouse_share between 0 and 100), check (sharing_enabled in (0, 1)));

-- table family_goals
CREATE TABLE "family_goals" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "created_by" integer references "users" ("id") on delete set null, "creator_type" text not null check (creator_type in ('parent', 'child')), "title" text not null, "description" text not null, "target_sat" integer not null check (target_sat > 0), "current_sat" integer default 0 not null check (current_sat between 0 and 2100000000000000), "target_date" text, "category" text not null, "image_url" text, "deleted_at" text, "created_at" text not null, "updated_at" text not null, /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("created_by") in ('integer', 'null')), check (typeof("target_sat") = 'integer'), check (typeof("current_sat") = 'integer'));

-- table family_wallets
CREATE TABLE "family_wallets" ("family_id" integer primary key references "families" ("id") on delete cascade, "network" text not null, "sealed_descriptor" text, "key_digest" text, "script_type" text check (script_type in ('legacy', 'nested-segwit', 'native-segwit', 'taproot')), "watch_address" text, "config_version" integer default 1 not null, "configured_by" integer references "users" ("id") on delete set null, "configured_at" text not null, "scanned_at" text, "scan_version" integer, "balance_sat" integer, "pending_sat" integer, "used_address_count" integer, "next_receive_index" integer, "next_change_index" integer, constraint "family_wallets_has_source" check (sealed_descriptor is not null or watch_address is not null), constraint "family_wallets_key_complete" check ((sealed_descriptor is null) = (key_digest is null) and (sealed_descriptor is null) = (script_type is null)), /* checked-number */ check (typeof("config_version") = 'integer'), check (typeof("configured_by") in ('integer', 'null')), check (typeof("scan_version") in ('integer', 'null')), check (typeof("balance_sat") in ('integer', 'null')), check (typeof("pending_sat") in ('integer', 'null')), check (typeof("used_address_count") in ('integer', 'null')), check (typeof("next_receive_index") in ('integer', 'null')), check (typeof("next_change_index") in ('integer', 'null')));

-- table goal_allocations
CREATE TABLE "goal_allocations" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "goal_id" integer not null references "family_goals" ("id") on delete cascade, "child_id" integer references "children" ("id") on delete cascade, "requested_by" integer references "users" ("id") on delete set null, "percentage_tenths" integer not null check (percentage_tenths between 1 and 1000), "apply_to" text not null check (apply_to in ('new_contributions', 'entire_savings')), "status" text not null check (status in ('pending', 'active', 'denied', 'ended')), "request_note" text, "denial_reason" text, "decided_by" integer references "users" ("id") on delete set null, "decided_at" text, "created_at" text not null, "contributed_sat" integer default 0 not null, /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("goal_id") = 'integer'), check (typeof("child_id") in ('integer', 'null')), check (typeof("requested_by") in ('integer', 'null')), check (typeof("percentage_tenths") = 'integer'), check (typeof("decided_by") in ('integer', 'null')), check (typeof("contributed_sat") = 'integer'));

-- table interest_credits
CREATE TABLE "interest_credits" ("child_id" integer not null references "children" ("id") on delete cascade check (typeof("child_id") = 'integer'), "family_id" integer not null references "families" ("id") on delete cascade check (typeof("family_id") = 'integer'), "month" text not null check (month glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]'), "rate_tenths" integer not null check (typeof("rate_tenths") = 'integer' and "rate_tenths" between 0 and 200), "lowest_balance_sat" integer not null check (typeof("lowest_balance_sat") = 'integer' and lowest_balance_sat between 0 and 2100000000000000), "days" integer not null check (typeof("days") = 'integer' and days between 28 and 31), "days_in_year" integer not null check (typeof("days_in_year") = 'integer' and days_in_year in (365, 366)), "amount_sat" integer not null check (typeof("amount_sat") = 'integer' and amount_sat between 0 and 2100000000000000), "transaction_id" integer references "transactions" ("id") on delete set null check (typeof("transaction_id") in ('integer', 'null')), "created_at" text not null, constraint "interest_credits_pk" primary key ("child_id", "month"));

-- table interest_settings
CREATE TABLE "interest_settings" ("family_id" integer primary key references "families" ("id") on delete cascade check (typeof("family_id") = 'integer'), "rate_tenths" integer not null check (typeof("rate_tenths") = 'integer' and "rate_tenths" between 0 and 200), "updated_at" text not null);

-- table lightning_addresses
CREATE TABLE "lightning_addresses" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "child_id" integer references "children" ("id") on delete cascade, "address" text not null, "updated_at" text not null, /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("child_id") in ('integer', 'null')));

-- table lightning_connections
CREATE TABLE "lightning_connections" ("id" integer primary key, "family_id" integer not null unique references "families" ("id") on delete cascade, "provider" text not null check (provider in ('nwc', 'lnd', 'phoenix', 'alby_hub')), "sealed_config" text not null, "display_url" text not null, "hub_name" text, "hub_region" text, "revision" integer default 1 not null, "created_by" integer references "users" ("id") on delete set null, "created_at" text not null, "updated_at" text not null, /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("revision") = 'integer'), check (typeof("created_by") in ('integer', 'null')));

-- table lightning_invoices
CREATE TABLE "lightning_invoices" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "child_id" integer not null references "children" ("id") on delete cascade, "payment_hash" text not null unique, "bolt11" text not null, "amount_sat" integer not null check (amount_sat > 0), "description" text not null, "state" text not null check (state in ('pending', 'paid', 'expired')), "expires_at" text not null, "created_by" integer references "users" ("id") on delete set null, "created_at" text not null, "paid_at" text, "checked_at" text, "transaction_id" integer references "transactions" ("id"), "to_savings_sat" integer check (typeof("to_savings_sat") = 'null' or (typeof("to_savings_sat") = 'integer' and to_savings_sat between 0 and 2100000000000000)), /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("child_id") = 'integer'), check (typeof("amount_sat") = 'integer'), check (typeof("created_by") in ('integer', 'null')), check (typeof("transaction_id") in ('integer', 'null')));

-- table lightning_payments
CREATE TABLE "lightning_payments" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "child_id" integer not null references "children" ("id") on delete cascade, "payment_hash" text not null, "bolt11" text not null, "amount_sat" integer not null check (amount_sat > 0), "fee_sat" integer check (fee_sat >= 0), "description" text not null, "state" text not null check (state in ('pending', 'succeeded', 'failed')), "failure" text, "preimage" text, "connection_revision" integer not null, "deadline_at" text not null, "created_by" integer references "users" ("id") on delete set null, "created_at" text not null, "settled_at" text, "checked_at" text, "transaction_id" integer references "transactions" ("id"), "fee_budget_sat" integer default 0 not null check (typeof("fee_budget_sat") = 'integer' and fee_budget_sat between 0 and 2100000000000000), /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("child_id") = 'integer'), check (typeof("amount_sat") = 'integer'), check (typeof("fee_sat") in ('integer', 'null')), check (typeof("connection_revision") = 'integer'), check (typeof("created_by") in ('integer', 'null')), check (typeof("transaction_id") in ('integer', 'null')));

-- table login_counts
CREATE TABLE "login_counts" ("day" text not null, "country" text not null, "count" integer not null, constraint "login_counts_pk" primary key ("day", "country"), /* checked-number */ check (typeof("count") = 'integer'));

-- table login_records
CREATE TABLE "login_records" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "user_id" integer not null references "users" ("id") on delete cascade, "ip" text not null, "country" text not null, "created_at" text not null, /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("user_id") = 'integer'));

-- table login_tokens
CREATE TABLE "login_tokens" ("id" integer primary key, "token_hash" text not null unique, "email" text not null, "purpose" text not null, "family_id" integer references "families" ("id") on delete cascade, "child_id" integer, "requested_ip" text, "created_at" text not null, "expires_at" text not null, "used_at" text, /* checked-number */ check (typeof("family_id") in ('integer', 'null')), check (typeof("child_id") in ('integer', 'null')));

-- table mail_settings
CREATE TABLE "mail_settings" ("id" integer primary key check (id = 1), "host" text not null check (length(host) between 1 and 253), "port" integer not null check (typeof("port") = 'integer' and port between 1 and 65535), "tls_mode" text not null check (tls_mode in ('tls', 'starttls', 'none')), "username" text, "sealed_password" text, "sender" text not null, "updated_at" text not null, constraint "mail_settings_password_with_user" check (sealed_password is null or username is not null));

-- table passkey_challenges
CREATE TABLE "passkey_challenges" ("id" integer primary key, "challenge" text not null unique, "purpose" text not null check (purpose in ('register', 'sign-in')), "user_id" integer references "users" ("id") on delete cascade check (typeof("user_id") in ('integer', 'null')), "rp_id" text not null, "expires_at" text not null, constraint "passkey_challenges_member_registers" check ((purpose = 'register') = (user_id is not null)));

-- table passkeys
CREATE TABLE "passkeys" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade check (typeof("family_id") = 'integer'), "user_id" integer not null references "users" ("id") on delete cascade check (typeof("user_id") = 'integer'), "credential_id" text not null unique check (length(credential_id) between 1 and 1366), "public_key" text not null check (length(public_key) >= 1), "counter" integer not null check (typeof("counter") = 'integer' and counter between 0 and 4294967295), "transports" text not null, "rp_id" text not null check (length(rp_id) between 1 and 253), "name" text not null check (length(name) between 1 and 60), "created_at" text not null, "last_used_at" text);

-- table referral_rewards
CREATE TABLE "referral_rewards" ("referred_family_id" integer primary key references "families" ("id") on delete cascade, "referrer_family_id" integer not null references "families" ("id") on delete cascade, "payment_hash" text not null, "created_at" text not null, constraint "referral_rewards_not_self" check (referred_family_id <> referrer_family_id), /* checked-number */ check (typeof("referrer_family_id") = 'integer'));

-- table retained_revenue
CREATE TABLE "retained_revenue" ("id" integer primary key, "amount_sat" integer not null check (typeof("amount_sat") = 'integer' and amount_sat between 1 and 2100000000000000), "settled_at" text not null);

-- table savings_transfers
CREATE TABLE "savings_transfers" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "child_id" integer not null references "children" ("id") on delete cascade, "amount_sat" integer not null check (amount_sat > 0), "description" text not null, "payment_reference" text, "status" text not null check (status in ('pending', 'approved', 'rejected')), "decided_by" integer references "users" ("id") on delete set null, "decided_at" text, "requested_at" text not null, /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("child_id") = 'integer'), check (typeof("amount_sat") = 'integer'), check (typeof("decided_by") in ('integer', 'null')));

-- table security_events
CREATE TABLE "security_events" ("id" integer primary key, "type" text not null, "ip" text, "email" text, "user_id" integer, "detail" text, "created_at" text not null, /* checked-number */ check (typeof("user_id") in ('integer', 'null')));

-- table sessions
CREATE TABLE "sessions" ("id" integer primary key, "token_hash" text not null unique, "user_id" integer not null references "users" ("id") on delete cascade, "created_at" text not null, "expires_at" text not null, /* checked-number */ check (typeof("user_id") = 'integer'));

-- table sign_in_codes
CREATE TABLE "sign_in_codes" ("id" integer primary key, "code_hash" text not null unique, "user_id" integer not null references "users" ("id") on delete cascade check (typeof("user_id") = 'integer'), "family_id" integer not null references "families" ("id") on delete cascade check (typeof("family_id") = 'integer'), "created_at" text not null, "expires_at" text not null, "used_at" text, "wrong_guesses" integer default 0 not null check (typeof("wrong_guesses") = 'integer' and wrong_guesses >= 0));

-- table spouse_invitations
CREATE TABLE "spouse_invitations" ("family_id" integer primary key references "families" ("id") on delete cascade, "email" text not null, "invited_at" text not null, "accepted_user_id" integer references "users" ("id") on delete set null, /* checked-number */ check (typeof("accepted_user_id") in ('integer', 'null')));

-- table subscription_invoices
CREATE TABLE "subscription_invoices" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "created_by" integer references "users" ("id") on delete set null, "payment_hash" text not null unique, "bolt11" text not null, "amount_sat" integer not null check (amount_sat > 0), "months" integer not null check (months in (1, 12)), "description" text not null, "referrer_family_id" integer references "families" ("id") on delete set null, "status" text not null check (status in ('pending', 'paid')), "created_at" text not null, "expires_at" text not null, "settled_at" text, /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("created_by") in ('integer', 'null')), check (typeof("amount_sat") = 'integer'), check (typeof("months") = 'integer'), check (typeof("referrer_family_id") in ('integer', 'null')));

-- table sync_preferences
CREATE TABLE "sync_preferences" ("family_id" integer primary key references "families" ("id") on delete cascade, "sync_frequency" text not null check (sync_frequency in ('daily', 'every3days', 'weekly', 'manual')), "email_reminders" integer not null check (email_reminders in (0, 1)), "spending_alerts" integer not null check (spending_alerts in (0, 1)), "last_reminder_period" text, "updated_at" text not null, /* checked-number */ check (typeof("email_reminders") = 'integer'), check (typeof("spending_alerts") = 'integer'));

-- table transactions
CREATE TABLE "transactions" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "child_id" integer references "children" ("id") on delete cascade, "account" text not null check (account in ('savings', 'spending', 'goal')), "type" text not null, "amount_sat" integer not null, "description" text not null, "import_key" text, "created_by" integer references "users" ("id") on delete set null, "created_at" text not null, "goal_id" integer references "family_goals" ("id"), "allocation_id" integer references "goal_allocations" ("id"), "occurred_at" text, "payment_hash" text check (payment_hash is null or (length(payment_hash) = 64 and payment_hash not glob '*[^0-9a-f]*')), /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("child_id") in ('integer', 'null')), check (typeof("amount_sat") = 'integer'), check (typeof("created_by") in ('integer', 'null')), check (typeof("goal_id") in ('integer', 'null')), check (typeof("allocation_id") in ('integer', 'null')));

-- table users
CREATE TABLE "users" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "role" text not null check (role in ('parent', 'spouse', 'child')), "email" text not null unique, "first_name" text, "last_name" text, "is_admin" integer default 0 not null, "subscription_status" text not null, "trial_expires_at" text, "created_at" text not null, "last_login_at" text, "language" text check (language is null or language in ('en', 'de', 'es')), /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("is_admin") = 'integer'));

-- table wallet_deposit_settings
CREATE TABLE "wallet_deposit_settings" ("family_id" integer primary key references "families" ("id") on delete cascade check (typeof("family_id") = 'integer'), "small_confirmations" integer not null check (typeof("small_confirmations") = 'integer' and small_confirmations between 1 and 6), "large_confirmations" integer not null check (typeof("large_confirmations") = 'integer' and large_confirmations between small_confirmations and 6), "large_amount_sat" integer not null check (typeof("large_amount_sat") = 'integer' and large_amount_sat between 1 and 2100000000000000), "updated_at" text not null);

-- table wallet_deposits
CREATE TABLE "wallet_deposits" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "child_id" integer not null references "children" ("id") on delete cascade, "txid" text not null, "vout" integer not null check (vout >= 0), "address" text not null, "amount_sat" integer not null check (amount_sat > 0), "block_height" integer not null, "ledger_transaction_id" integer references "transactions" ("id") on delete set null, "credited_at" text not null, "status" text not null default 'credited'
      check ("status" in ('credited', 'reversed')), "reversed_sat" integer not null default 0
      check (typeof("reversed_sat") = 'integer' and "reversed_sat" between 0 and "amount_sat"), "owed_sat" integer not null default 0
      check (typeof("owed_sat") = 'integer' and "owed_sat" between 0 and "amount_sat" - "reversed_sat"
        and ("status" = 'reversed' or ("owed_sat" = 0 and "reversed_sat" = 0))), "reversed_at" text
      check (("status" = 'reversed') = ("reversed_at" is not null)), constraint "wallet_deposits_family_outpoint_key" unique ("family_id", "txid", "vout"), /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("child_id") = 'integer'), check (typeof("vout") = 'integer'), check (typeof("amount_sat") = 'integer'), check (typeof("block_height") = 'integer'), check (typeof("ledger_transaction_id") in ('integer', 'null')));

-- table wallet_sends
CREATE TABLE "wallet_sends" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "child_id" integer not null references "children" ("id") on delete cascade, "destination" text not null, "amount_sat" integer not null check (amount_sat > 0), "fee_sat" integer check (fee_sat >= 0), "psbt" text, "inputs" text, "change_index" integer, "status" text not null check (status in ('unsigned', 'broadcast', 'cancelled')), "debit_transaction_id" integer references "transactions" ("id") on delete set null, "reversal_transaction_id" integer references "transactions" ("id") on delete set null, "created_by" integer references "users" ("id") on delete set null, "created_at" text not null, "cancelled_by" integer references "users" ("id") on delete set null, "cancelled_at" text, /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("child_id") = 'integer'), check (typeof("amount_sat") = 'integer'), check (typeof("fee_sat") in ('integer', 'null')), check (typeof("change_index") in ('integer', 'null')), check (typeof("debit_transaction_id") in ('integer', 'null')), check (typeof("reversal_transaction_id") in ('integer', 'null')), check (typeof("created_by") in ('integer', 'null')), check (typeof("cancelled_by") in ('integer', 'null')));

-- table withdrawal_requests
CREATE TABLE "withdrawal_requests" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "child_id" integer not null references "children" ("id") on delete cascade, "amount_sat" integer not null check (amount_sat > 0), "reason" text not null, "status" text not null check (status in ('pending', 'approved', 'denied')), "decided_by" integer references "users" ("id") on delete set null, "decided_at" text, "created_at" text not null, /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("child_id") = 'integer'), check (typeof("amount_sat") = 'integer'), check (typeof("decided_by") in ('integer', 'null')));

-- trigger transactions_type_known_insert
CREATE TRIGGER transactions_type_known_insert before insert on transactions
      when new.type not in ('allowance', 'bonus', 'chore_payment', 'spending_adjustment', 'spending', 'earned', 'savings', 'lightning_spend', 'savings_deposit', 'savings_withdrawal', 'savings_to_spending', 'balance_adjustment', 'lightning_receive', 'lightning_fee', 'interest', 'goal_allocation', 'goal_refund', 'goal_closed', 'chores', 'gift', 'send_cancelled', 'deposit_reversed')
      begin select raise(abort, 'unknown ledger type'); end;

-- trigger transactions_type_known_update
CREATE TRIGGER transactions_type_known_update before update of type on transactions
      when new.type not in ('allowance', 'bonus', 'chore_payment', 'spending_adjustment', 'spending', 'earned', 'savings', 'lightning_spend', 'savings_deposit', 'savings_withdrawal', 'savings_to_spending', 'balance_adjustment', 'lightning_receive', 'lightning_fee', 'interest', 'goal_allocation', 'goal_refund', 'goal_closed', 'chores', 'gift', 'send_cancelled', 'deposit_reversed')
      begin select raise(abort, 'unknown ledger type'); end;
