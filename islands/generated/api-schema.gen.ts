// GENERATED from the server's OpenAPI document by islands/tools/gen-api:
// do not edit. After changing the API, run `npm run gen:api` in islands/.
// Name schemas through islands/src/api/types.ts, not here.

export interface paths {
    "/admin/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read your two-step sign-in state
         * @description Whether two-step sign-in is on for you, how many recovery codes are left
         *     unused, and whether the site requires it (`REQUIRE_2FA`). Administrators
         *     only.
         */
        get: operations["account_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns two-step sign-in off.
         * @description Your current password is required (422 at `password` when it is missing
         *     or wrong, counted against the login limit of your e-mail); refused while
         *     `REQUIRE_2FA` is on.
         */
        post: operations["account_disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns two-step sign-in on.
         * @description Takes the app's first code after /admin/2fa/setup and answers the ten
         *     recovery codes, this once. A signed-in administrator gives their current
         *     password too (422 at `password` when it is missing or wrong, counted
         *     against the login limit of their e-mail); enrolment straight after the
         *     password (`REQUIRE_2FA`) needs none, and finishes that sign-in.
         */
        post: operations["account_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts setting up two-step sign-in.
         * @description Answers a new secret and its QR code; nothing changes until
         *     /admin/2fa/enable gets the app's first code. A signed-in administrator
         *     gives their current password (422 at `password` when it is missing or
         *     wrong; a wrong one counts against the login limit of their e-mail, 429
         *     past it); enrolment straight after the password (`REQUIRE_2FA`) needs
         *     none.
         */
        post: operations["account_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your password
         * @description Needs the current password; the new one must differ from it and is
         *     refused when common or known from breaches. A wrong current password
         *     counts against your e-mail's sign-in limit (429 past it). Every other
         *     session of yours ends; this one stays. Administrators only.
         */
        post: operations["account_change_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your sessions
         * @description Your live sessions, most recently active first, with where and when each
         *     signed in; `current` marks the one making this request. Administrators
         *     only.
         */
        get: operations["account_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/account/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End your other sessions
         * @description Signs out every session of yours except this one and answers how many
         *     ended. Administrators only.
         */
        post: operations["account_end_other_sessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of your sessions
         * @description Signs out one of your other sessions. Administrators only; 409 for the
         *     session making the request (use /admin/logout for that), 404 for one that
         *     is not yours or has ended.
         */
        delete: operations["account_end_session"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List administrators
         * @description Every administrator account in the order they were made, with name,
         *     e-mail, mobile and role; never a password hash. Administrators only.
         */
        get: operations["admins_list_admins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/admins/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether each administrator has two-step sign-in on.
         * @description One entry per administrator, in the order of /admin/getalla, so the
         *     administrators screen can offer a colleague's reset where there is
         *     something to reset.
         */
        get: operations["admins_enabled_admins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/admins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an administrator
         * @description Removes the account and ends all of its sessions and bearer tokens at
         *     once. Administrators only. Answers 409 for your own account or for the
         *     last administrator, even when two delete each other at the same moment.
         */
        delete: operations["admins_delete_admin"];
        options?: never;
        head?: never;
        /**
         * Change an administrator's access level
         * @description Owners only. Gives the account another level (`owner`, `manager`,
         *     `sales`, `recruiter`, `editor`); it takes effect on the account's next
         *     call. Answers the account as it is now; 409 when it would leave no
         *     owner; 422 for a level that is not one of the five. Recorded in the
         *     audit log.
         */
        patch: operations["admins_set_access"];
        trace?: never;
    };
    "/admin/admins/{id}/2fa/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resets a colleague's two-step sign-in.
         * @description For an administrator who lost their phone and their recovery codes: their
         *     authenticator app and recovery codes are forgotten and every session of
         *     theirs ends, so they next sign in with their password alone (and set up
         *     an app again, at once when `REQUIRE_2FA` is on). Recorded in the audit
         *     log as "Two-step sign-in reset". 409 for your own account (turn yours
         *     off under Your account, with your password) and for a colleague who
         *     has not turned it on.
         */
        post: operations["admins_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/aff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an affiliate product
         * @description Title, description, image URLs (the first is the main image), affiliate
         *     link, brand, category, platform, price and M.R.P. in rupees, and whether
         *     it is active (yes by default). Administrators only; 201 with the stored
         *     product, 422 naming every field at fault.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        post: operations["affiliate_create_product"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/aff/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List active affiliate products
         * @description Every active product, newest first, as the public affiliate pages show
         *     them. Public; the answer is the same for every visitor and is
         *     revalidated with its ETag.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["affiliate_active_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/aff/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every affiliate product
         * @description Active and inactive products, newest first. Administrators only.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["affiliate_all_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/aff/tag-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a pasted link's tracking tag (deprecated)
         * @deprecated
         * @description The earlier address of `GET /admin/products/tag-check`.
         */
        get: operations["affiliate_aff_tag_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/aff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an affiliate product
         * @description Public for an active product. An inactive one answers 404 to visitors, as
         *     if it did not exist; administrators see it.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["affiliate_one_product"];
        put?: never;
        post?: never;
        /**
         * Delete an affiliate product
         * @description Removes the product and its page. Administrators only; 204 when done, 404
         *     when there is none.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        delete: operations["affiliate_delete_product"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/aff/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge an affiliate product's link check (deprecated)
         * @deprecated
         * @description The earlier address of `POST /admin/products/{id}/acknowledge`.
         */
        post: operations["affiliate_aff_acknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/aff/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an affiliate product's link now (deprecated)
         * @deprecated
         * @description The earlier address of `POST /admin/products/{id}/check`.
         */
        post: operations["affiliate_aff_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/aff/{id}/clicks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an affiliate product's clicks (deprecated)
         * @deprecated
         * @description The earlier address of `GET /admin/products/{id}/clicks`, which it
         *     answers exactly.
         */
        get: operations["affiliate_aff_clicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/aff/{id}/modify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit an affiliate product
         * @description Changes the fields sent; a null or empty `originalPrice` clears the
         *     M.R.P. Administrators only; 422 names each field at fault.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        patch: operations["affiliate_update_product"];
        trace?: never;
    };
    "/admin/alldepts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List departments for administrators
         * @description The same departments and positions as /dept/withposts, for the
         *     administrator area's Departments screen. Administrators only.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["careers_alldepts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What each channel earned
         * @description For a range of India days (`from` to `to`, both included; the last 30
         *     days when missing, at most 400): visitors and page views as the server
         *     counted them, bots apart; enquiries by the day they arrived; won clients
         *     and revenue (the taxable value of accepted quotations, in rupees) by the
         *     day the quotation was accepted; money collected on invoices by the day
         *     it was received; and imported ad spend. Each by source, medium and
         *     campaign (with cost per lead, cost per won client and return on ad
         *     spend, on revenue and on money collected, where there was spend), by
         *     landing page and by day. Leads, revenue and money collected go to the
         *     lead's first touch (`model=first`) or its last
         *     (`model=last`); each source also gives both side by side. A lead with
         *     no touch is "direct". Sources and landing pages come a page at a time,
         *     the first 50 by default (`page`, `perPage` up to 100), each list with
         *     its total and the rest added up in one "(other)" row. Administrators
         *     only; 422 names the refused parameter (a bad date, a range over 400
         *     days or ending before it starts, a model other than first or last, a
         *     page or page size out of range).
         */
        get: operations["analytics_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/google-ads-conversions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Google Ads offline conversions (clicks) as CSV
         * @description Google Ads' conversion import file for conversions from clicks: the
         *     line `Parameters:TimeZone=+0530` (India time, Asia/Kolkata, which has no
         *     daylight saving), then the columns `Google Click ID, Conversion Name,
         *     Conversion Time, Conversion Value, Conversion Currency, GBRAID, WBRAID`.
         *     A `Lead` row per enquiry sent in the range, a `Won` row per quotation
         *     of such an enquiry accepted in the range (value: its taxable value in
         *     rupees, `INR`; a Lead has no value, so the conversion action's own
         *     applies), and a `Paid` row per payment received in the range on such
         *     an enquiry's invoices or as its advance (value: the money received, TDS
         *     left out, an advance once), at the form's, the acceptance's or the
         *     payment's record's time (`YYYY-MM-DD HH:MM:SS`, India time).
         *
         *     Only enquiries whose touches carry a Google click id are in it,
         *     credited to their latest touch that has one, with exactly one of
         *     `gclid` (preferred), `gbraid` or `wbraid` per row. Conversions more than
         *     90 days after their click, which Google no longer takes, are left out.
         *     Enquiries held as spam are never in it. Not written with a BOM: the
         *     first line is Google's. `from` and `to` are India days, both included
         *     (default: the last 30). Administrators only.
         */
        get: operations["analytics_google_conversions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/google-ads-enhanced.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Google Ads enhanced conversions for leads as CSV
         * @description Google Ads' enhanced conversions for leads file: the line
         *     `Parameters:TimeZone=+0530`, then the columns `Email, Phone Number,
         *     Conversion Name, Conversion Time, Conversion Value, Conversion
         *     Currency`, with the same `Lead`, `Won` and `Paid` conversions as the click file
         *     (enquiries whose touches carry a Google click id, spam never). E-mail
         *     and phone are normalised as Google specifies and sent only as SHA-256
         *     hex: the e-mail trimmed and lower-cased, with the dots before the `@`
         *     removed for gmail.com and googlemail.com; the phone in E.164 with its
         *     `+` (empty when the number could not be read as one). `from` and `to`
         *     are India days, both included (default: the last 30). Administrators
         *     only.
         */
        get: operations["analytics_google_enhanced"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/meta-events.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Meta Conversions API events as JSON
         * @description A Meta Conversions API batch, `{"data": [...]}`, to send as the body of
         *     the pixel's `/events` call (at most 1,000 events a call) or to upload
         *     in Events Manager: a `Lead` event per enquiry sent in the range, a
         *     `Purchase` event per quotation of such an enquiry accepted in the range
         *     and a custom `Paid` event per payment received in the range on such an
         *     enquiry's invoices or as its advance (both with `custom_data` `value`
         *     in rupees, `currency` `INR`: the quotation's taxable value, the money
         *     received). Only enquiries
         *     whose touches carry an `fbclid` are in it, credited to their latest
         *     touch that has one; enquiries held as spam never are.
         *
         *     Each event has `event_name`, `event_time` (Unix seconds), `event_id`
         *     (`lead-<id>`, `won-<quotation id>` or `paid-<payment id>`, stable, so a second upload is
         *     dropped by Meta), `action_source` `system_generated` and `user_data`:
         *     `em` and `ph` as SHA-256 hex of the e-mail trimmed and lower-cased and
         *     of the phone's country code and number in digits, and `fbc`
         *     (`fb.1.<the touch's time in ms>.<fbclid>`). Events more than 7 days
         *     old are left out, as Meta refuses them, whatever the range. `from` and
         *     `to` are India days, both included (default: the last 30).
         *     Administrators only.
         */
        get: operations["analytics_meta_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/spend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import ad spend from a CSV
         * @description A multipart `file`: a CSV with the header row `date,source,medium,campaign,cost`
         *     (any order, any case), one row per India day (YYYY-MM-DD) and channel,
         *     the cost in rupees with at most two decimals (`1250.50`; grouping commas
         *     and a leading ₹ are read). UTF-8 with or without a BOM; values holding
         *     commas in double quotes. `source` is required; `medium` and `campaign`
         *     may be empty, and are matched as written against the visits' tags.
         *
         *     The file is read whole first. Any bad row refuses it all with 422 and
         *     nothing is stored: `errors` lists every fault of the first 100 bad
         *     rows, each at `lines[N]` or `lines[N].<column>`, N being the line the
         *     row starts on (the header is line 1), and then, at `file`, how many
         *     more bad rows there are. A good file replaces the cost held for each
         *     day, source, medium and campaign it names, in one transaction, and
         *     answers what it stored. At most 1 MB (413 past it, naming the limit)
         *     and 20,000 rows (422 past them). Administrators only.
         */
        post: operations["analytics_import_spend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through applications
         * @description One page of job applications, newest first, every field of each,
         *     including those whose position was deleted since (their position's id is
         *     null and its name is kept), as the Career Applications screen shows
         *     them. Spam held for review is left out; the lead desk shows it.
         *     Administrators only; 422 for a page or size it cannot read.
         */
        get: operations["careers_application_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an application
         * @description One job application by its id, as the application update form opens
         *     it. Administrators only; 404 when there is none.
         */
        get: operations["careers_one_application"];
        put?: never;
        post?: never;
        /**
         * Delete an application
         * @description Removes a job application with its CV, notes and history. Administrators
         *     only; 204 when done, 404 when there is none.
         */
        delete: operations["careers_delete_application"];
        options?: never;
        head?: never;
        /**
         * Edit an application
         * @description Changes the fields sent of the application; `positionId` moves it to another existing position. Administrators only; 422 names
         *     each field at fault.
         */
        patch: operations["careers_update_application"];
        trace?: never;
    };
    "/admin/applications/{id}/cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an application's CV
         * @description The CV as an attachment, with its type as read from its bytes and
         *     `nosniff`, so a file that only claims to be a PDF never runs as a page of
         *     this site. Administrators only; a link followed from another site is
         *     refused with 403 even with a session cookie; 404 when the application has
         *     no CV.
         */
        get: operations["careers_download_cv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log
         * @description One page of who signed in (or failed to), signed out, and created,
         *     updated or deleted what, newest first, with filters. No call changes or
         *     deletes an entry. Administrators only.
         */
        get: operations["audit_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backups/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the backup state
         * @description The newest good backup's time and size, and a warning when the last one
         *     failed or the newest good one is older than two intervals, for the
         *     administrator home. Administrators only.
         */
        get: operations["backups_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/check-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the sign-in
         * @description Answers 200 with the signed-in administrator while the session cookie or
         *     bearer token is live, with their access level and the screens it opens
         *     (`can`), and 401 otherwise. The administrator area calls it to decide
         *     between its screens and the sign-in page, and which to offer.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["auth_check_auth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the site's content
         * @description Every page, case study, testimonial and article with its status, latest
         *     and published revision, whether a draft waits, and any publishing time.
         *     Administrators only.
         */
        get: operations["content_list"];
        put?: never;
        /**
         * Add a case study, testimonial or article
         * @description Creates the item from `kind` (`caseStudy`, `testimonial` or `article`)
         *     and its fields as a first draft; nothing is shown on the site until it is
         *     published. Administrators only; 201 with the item, 422 naming every field
         *     at fault.
         */
        post: operations["content_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the business's details
         * @description The business's details (its name, contact details, opening hours,
         *     holidays, registered name and GSTIN) as a content item, exactly as
         *     `GET /admin/content/{id}` answers it, for the Business details screen.
         *     Administrators only.
         */
        get: operations["content_business"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/overdue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List overdue scheduled content
         * @description Items scheduled to go live more than a minute ago and still not published,
         *     so the administrator home can warn of them. Normally empty: the site
         *     publishes each within a second of its time, also after a restart.
         *     Administrators only.
         */
        get: operations["content_overdue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through the site's content
         * @description One page of the pages, case studies, testimonials and articles, in the
         *     order they were added, each as `GET /admin/content` lists it plus its
         *     translations: an English item's state in each other language
         *     (`missing`, `current`, `outdated`) and a translation's state against
         *     its source. Filtered by `kind` (one or several, comma-separated),
         *     `status`, `language`, `translation` (a state) and search words `q`.
         *     Administrators only; 422 naming each parameter it cannot read.
         */
        get: operations["content_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a content item
         * @description The item at its latest revision, with its fields (named as in the content
         *     files, in camelCase), its `revision` (the `baseRevision` of the next save)
         *     and the writing assistant's advice. Administrators only.
         */
        get: operations["content_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a draft
         * @description Saves the fields as the item's next revision, based on `baseRevision`;
         *     the live page does not change until it is published. Answers 409 when
         *     another save came after that revision, naming who saved it and when, so
         *     nothing is overwritten unseen. Administrators only; 422 names each field
         *     at fault, including a slug another item has.
         */
        put: operations["content_save_draft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a content item
         * @description Puts the latest revision on the site now and drops any schedule.
         *     Administrators only; recorded in the audit log.
         */
        post: operations["content_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a content item's revisions
         * @description Every revision, newest first, with who saved it, when and why ("Draft
         *     saved", "Restored from revision 3"), and its fields for comparing.
         *     Administrators only.
         */
        get: operations["content_revisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/{id}/revisions/{n}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a revision
         * @description Copies revision `n` as a new draft revision; history is never rewritten
         *     and the live page does not change until it is published. Administrators
         *     only; 422 when the old revision's slug has been taken by another item
         *     since, 409 when another save lands first.
         */
        post: operations["content_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule a content item
         * @description Puts the latest revision on the site at `at` (RFC 3339 with its offset,
         *     in the future). A live item stays live at its published revision until
         *     then. Administrators only; 422 for a time that cannot be read or has
         *     passed.
         */
        post: operations["content_schedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/{id}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a translation
         * @description Adds the translation of an English item (the home, about page, a hub or
         *     a service page) into `language` as a draft at the English address under
         *     the language's prefix (`/hi/amazon/aplus`), its fields starting as the
         *     English ones as published, saved against that revision. Nothing is
         *     shown on the site until it is published. Administrators only; 201 with
         *     the new item, 422 for a language other than hi, 409 when the item is
         *     not translated or already has a translation in that language.
         */
        post: operations["content_translate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a content item off the site
         * @description The item stops being shown; its revisions stay. Administrators only; 409
         *     for the pages the site cannot do without (edit and publish those
         *     instead).
         */
        post: operations["content_unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/createad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an administrator
         * @description Open to anyone while no administrator exists, so the first account can be
         *     made on a new site; after that only a signed-in administrator may add one
         *     (401 otherwise). Answers 201 with the new administrator, 409 when the
         *     e-mail is already registered, and 422 naming each field at fault (the
         *     password must be 8 to 128 characters).
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        post: operations["admins_create_admin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/createpost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a service
         * @description Adds a service and sub-service to the catalogue the enquiry form offers.
         *     Administrators only. Answers 201 with the stored service; 422 when either
         *     name is empty or longer than 120 characters.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        post: operations["services_create_service"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delapost/{ser_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a service
         * @description Removes the service from the catalogue. Enquiries that chose it are kept
         *     with the service and sub-service names they were sent with; only their
         *     link to the service becomes null. Administrators only; 204 when done.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        delete: operations["services_delete_service"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delete/{b_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an enquiry
         * @description Removes a business enquiry with its notes, history and quotations.
         *     Administrators only; 204 when done, 404 when there is none, 409 when it
         *     has an accepted quotation (it is closed instead).
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        delete: operations["enquiries_delete_enquiry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deletecarp/{c_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an application
         * @description Removes a job application with its CV, notes and history. Administrators
         *     only; 204 when done, 404 when there is none.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        delete: operations["careers_deletecarp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deleteuser/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an administrator
         * @description Removes the account and ends all of its sessions and bearer tokens at
         *     once. Administrators only. Answers 409 for your own account or for the
         *     last administrator, even when two delete each other at the same moment.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        delete: operations["admins_deleteuser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List departments for administrators
         * @description Every department by name with its positions, as the administrator
         *     area's Departments screen lists them. Administrators only.
         */
        get: operations["careers_admin_departments"];
        put?: never;
        /**
         * Add a department
         * @description Answers 201 with the new department and no positions. Administrators only;
         *     422 when the name is empty or longer than 120 characters.
         */
        post: operations["careers_add_department"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/departments/adddep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a department
         * @description Answers 201 with the new department and no positions. Administrators only;
         *     422 when the name is empty or longer than 120 characters.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        post: operations["careers_adddep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/departments/deletedept/{d_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a department
         * @description Removes the department and all of its positions. Applications for those
         *     positions are kept with the positions' names. Administrators only.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        delete: operations["careers_deletedept"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/departments/deletepos/{pos_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a position
         * @description Removes the position and its job page. Its applications are kept with the
         *     position's name; their `posId` becomes null. Administrators only.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        delete: operations["careers_deletepos"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/departments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a department
         * @description Removes the department and all of its positions. Applications for those
         *     positions are kept with the positions' names. Administrators only.
         */
        delete: operations["careers_delete_department"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/departments/{id}/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a position to a department
         * @description A position name and the number of posts (a whole number 0 to 999). The
         *     position gets its own job page address from its name. Administrators
         *     only; 201 with the position, 404 when the department does not exist.
         */
        post: operations["careers_add_position"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through enquiries
         * @description One page of business enquiries, newest first, every field of each, with
         *     the service chosen (its name kept even after the service is deleted), as
         *     the administrator home's enquiry table shows them. Spam held for review
         *     is left out; the lead desk shows it. Administrators only; 422 for a page
         *     or size it cannot read.
         */
        get: operations["enquiries_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an enquiry
         * @description One business enquiry by its id, as the enquiry update form
         *     opens it. Administrators only; 404 when there is none.
         */
        get: operations["enquiries_one"];
        put?: never;
        post?: never;
        /**
         * Delete an enquiry
         * @description Removes a business enquiry with its notes, history and quotations.
         *     Administrators only; 204 when done, 404 when there is none, 409 when it
         *     has an accepted quotation (it is closed instead).
         */
        delete: operations["enquiries_remove"];
        options?: never;
        head?: never;
        /**
         * Edit an enquiry
         * @description Changes the fields sent and leaves the others as they were (the
         *     administrator area's form sends them all). A new service choice also
         *     takes that service's names. Administrators only; 422 names each field at
         *     fault.
         */
        patch: operations["enquiries_update"];
        trace?: never;
    };
    "/admin/export/applications.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export applications as CSV
         * @description The applications the lead list shows with the same parameters, every
         *     page, as a UTF-8 CSV file with a BOM. Phone numbers stay text and cells
         *     that a spreadsheet would take for a formula are prefixed with `'`.
         *     Administrators only.
         */
        get: operations["leads_applications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/export/enquiries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export enquiries as CSV
         * @description The enquiries the lead list shows with the same parameters, every page,
         *     as a UTF-8 CSV file with a BOM. Phone numbers stay text and cells that a
         *     spreadsheet would take for a formula are prefixed with `'`.
         *     Administrators only.
         */
        get: operations["leads_enquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/export/gstr1/{sheet}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A GSTR-1 sheet as CSV
         * @description One sheet of GSTR-1 for a month or a financial-year quarter, as the GST
         *     offline tool imports it: its column headers, dates as 07-Dec-2026, the
         *     place of supply as 10-Bihar. `sheet` is one of b2b.csv, b2cl.csv,
         *     b2cs.csv, cdnr.csv, cdnur.csv, at.csv, atadj.csv, hsn-b2b.csv,
         *     hsn-b2c.csv (table 12's B2B and B2C tables) and docs.csv. Issued
         *     documents only; the sales register of the same days adds up to them.
         */
        get: operations["invoices_gstr1_sheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/export/products.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export affiliate products as CSV
         * @description The products the list shows with the same parameters, every page, as a
         *     UTF-8 CSV file with a BOM. Cells that a spreadsheet would take for a
         *     formula are prefixed with `'`. Administrators only.
         */
        get: operations["products_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/export/sales-register.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sales register as CSV
         * @description Every invoice, credit and debit note, receipt voucher and payment of the
         *     days given (India dates; this month so far by default), in date order,
         *     with a totals row equal to the GSTR-1 sheets of the same days: taxable
         *     value and each tax over invoices and notes, advances received and
         *     adjusted, money received and TDS. UTF-8 with a BOM.
         */
        get: operations["invoices_sales_register"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/export/tally.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vouchers as Tally's XML import
         * @description The same documents and payments as the sales register, as Tally's
         *     "Import Data" XML: sales, credit and debit notes, receipts for payments
         *     (TDS to "TDS receivable") and advances, each voucher balanced.
         */
        get: operations["invoices_tally"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/getalla": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List administrators
         * @description Every administrator account in the order they were made, with name,
         *     e-mail, mobile and role; never a password hash. Administrators only.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["admins_getalla"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/getallbe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List enquiries
         * @description Every business enquiry, newest first, with the service chosen (its name
         *     kept even after the service is deleted). Spam held for review is left out;
         *     the lead desk shows it. Administrators only.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["enquiries_list_enquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/getallcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applications
         * @description Every job application, newest first, including those whose position was
         *     deleted since (their `posId` is null and the position's name is kept).
         *     Administrators only. The whole list in the original client's names,
         *     kept for integrations that read it; the administrator area pages
         *     through `GET /admin/applications` instead.
         */
        get: operations["careers_getallcp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description One page of invoices, newest first: every one, or those in one
         *     `status` (draft, issued, partlyPaid, paid, cancelled), issued between
         *     `from` and `to` (India days). Each row says whether it is overdue.
         *     Administrators only; 422 for a bad status, day or page.
         */
        get: operations["invoices_list"];
        put?: never;
        /**
         * Write an invoice
         * @description A draft tax invoice from an accepted quotation (`quoteId`: its lines
         *     and client as accepted), or from lines typed for an enquiry (`leadId`,
         *     `lines` as a quotation's, and the client's name, address, state and
         *     GSTIN, which may be left for later but are asked for at issue). A draft
         *     has no number. Answers 201 with its totals and the amount in words.
         *     Administrators only; 409 for a quotation not accepted or invoiced
         *     already.
         */
        post: operations["invoices_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an invoice
         * @description The invoice with its lines, totals, payments, notes, balance, status
         *     and overdue flag. Administrators only.
         */
        get: operations["invoices_one"];
        put?: never;
        post?: never;
        /**
         * Delete a draft invoice
         * @description A draft only (it has no number, so no number is lost); an issued
         *     invoice is kept for good: 409, cancel it with a credit note.
         *     Administrators only.
         */
        delete: operations["invoices_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a credit note
         * @description A credit note naming the invoice (Rule 53), numbered `CN/2026-27/0001`:
         *     the lines taken off, or without lines all of it, which cancels the
         *     invoice. Refused (409, with the reason) after 30 November following the
         *     end of the invoice's financial year (CGST Act, Section 34); 422 when it
         *     comes to more than the invoice still holds. Administrators only.
         */
        post: operations["invoices_credit_note"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}/debit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a debit note
         * @description A debit note naming the invoice (Rule 53), numbered `DN/2026-27/0001`,
         *     for the lines it adds; what is due grows by its total. Administrators
         *     only; 409 for a draft or cancelled invoice.
         */
        post: operations["invoices_debit_note"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an invoice
         * @description Gives the draft the next number of its series in the financial year
         *     (`INV/2026-27/0001`, restarting on 1 April), its issue and due days and
         *     the client's link, and freezes it. 422 names every field Rule 46 asks
         *     for that is missing (the client's name, address and state; a B2B
         *     client's GSTIN that does not agree with their state; the business's
         *     registered name, address and GSTIN). Advances received from the lead
         *     (receipt vouchers) are set against it. Administrators only; 409 once
         *     issued.
         */
        post: operations["invoices_issue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment
         * @description Money received against an issued invoice (amount, day, method,
         *     reference), with the TDS the client held back and its section; both
         *     count towards settling it, and together may not come to more than is
         *     due. Answers 201 with the invoice, its payments, balance and status
         *     (partlyPaid, paid). Administrators only; 409 for a draft, a cancelled
         *     or a paid invoice.
         */
        post: operations["invoices_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an invoice's PDF
         * @description The A4 PDF the client gets (a draft's, marked as one, has no number
         *     yet). A credit or debit note, a receipt or a refund voucher shares the
         *     invoices' ids, and its PDF is here too, under its own title, naming the
         *     document it is against. Administrators only.
         */
        get: operations["invoices_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an invoice
         * @description E-mails the client the PDF and the private link (`/i/{token}`), where
         *     they can read and pay it; an invoice may be sent again. Administrators
         *     only; 409 for a draft, a cancelled invoice, or one whose enquiry was
         *     deleted.
         */
        post: operations["invoices_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/leads/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the dashboard figures
         * @description New leads today, this week and this month; open leads by status;
         *     enquiries per service; won against closed; leads per week for the last 12
         *     weeks; and the first-answer times in business hours against
         *     `RESPONSE_TARGET_MINUTES`. Administrators only.
         */
        get: operations["leads_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/leads/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List leads
         * @description One page of enquiries or applications (`kind`) with search, filters,
         *     sorting and per-status counts. Without `status` every status but spam is
         *     listed; `spam=true` (or `status=Spam`) is the spam view. Past
         *     `LEAD_COUNT_LIMIT` matches a search's count is a lower bound
         *     (`totalExact` false). Administrators only; 404 for another `kind`.
         */
        get: operations["leads_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/leads/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a lead
         * @description A lead's page: every field, status, assignee, follow-up date, notes,
         *     history, possible duplicates, the first-answer clock, an application's CV
         *     and rejection reason, the call and WhatsApp links, and an enquiry's
         *     invoices with their payments. Administrators
         *     only; 404 for another `kind`.
         */
        get: operations["leads_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a lead's status, assignee or follow-up
         * @description Each change is recorded in the lead's history with who made it and when.
         *     An application moved to Rejected may carry one of the listed reasons;
         *     moving a spam lead to another status releases it from the spam view.
         *     Administrators only; 422 names each field at fault.
         */
        patch: operations["leads_change"];
        trace?: never;
    };
    "/admin/leads/{kind}/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a call or WhatsApp chat
         * @description Notes on the lead's timeline that an administrator called the lead or
         *     opened a WhatsApp chat from its page (`channel`: `call` or `whatsapp`).
         *     Administrators only; 201 with the timeline entry.
         */
        post: operations["leads_record_contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/leads/{kind}/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a note to a lead
         * @description Stores the note with who wrote it and when, on the lead's timeline.
         *     Administrators only; 201 with the note.
         */
        post: operations["leads_add_note"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Anyone may call it. A right password cycles the session id, sets the
         *     session cookie and answers 200 with a bearer token (`accessToken`) and the
         *     administrator. When the administrator has two-step sign-in on, or
         *     `REQUIRE_2FA` is set, it answers 202 instead: the code follows at
         *     /admin/login/2fa (or enrolment at /admin/2fa/setup) in the same browser
         *     session. A wrong e-mail or password answers 401, the same for both. Past
         *     the sign-in limits (by default five failures for one e-mail, or twenty
         *     from one address, within 15 minutes) it answers 429 until the window has
         *     passed, even to the right password.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        post: operations["auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the two-step code
         * @description The second step of a sign-in, in the browser session whose password step
         *     answered 202: a six-digit code from the authenticator app (each works
         *     once) or an unused recovery code. A right code signs in as /admin/login
         *     does; a wrong one answers 401 and counts against the same limits as a
         *     wrong password (429 past them). Answers 409 while the administrator still
         *     has to enrol an app first.
         */
        post: operations["auth_second_step"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the login behind the session cookie or the bearer token on the
         *     server, so neither works again, and records the sign-out in the audit log.
         *     Answers 404 when the request carries no login to end.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        post: operations["auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry waiting mail now
         * @description Makes every unsent message due now and wakes this instance's sender,
         *     instead of waiting for each one's next try. Administrators only.
         */
        post: operations["mail_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the outbox state
         * @description Whether e-mail is on, how many messages wait, how many of those keep
         *     failing, and the newest error with its time. Administrators only.
         */
        get: operations["mail_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List images
         * @description Every image in the media library with its alt text and the addresses of
         *     its copies. Administrators only.
         */
        get: operations["media_list"];
        put?: never;
        /**
         * Upload an image
         * @description A multipart `file` (JPEG, PNG or WebP up to 10 MB) and its `alt` text. The
         *     image is stored without its metadata and served as WebP in three widths.
         *     Administrators only; 201 with the image and its copies' addresses, 422
         *     for a file that is not a readable image.
         */
        post: operations["media_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/media/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through images
         * @description One page of the media library, newest first, each image with its alt
         *     text and the addresses of its copies; `q` keeps the images whose file
         *     name or alt text holds it. The library screen and the editor's image
         *     picker read this; `GET /admin/media` stays the whole list.
         *     Administrators only; 422 names each parameter it cannot read.
         */
        get: operations["media_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an image
         * @description Removes an image that no published content shows. Administrators only;
         *     409 naming where it is still shown.
         */
        delete: operations["media_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find everything held about a person.
         * @description `q` is an e-mail address, a phone number or a full name (first and
         *     last). The answer lists their enquiries, applications, CVs (without the
         *     file), notes, history, touches (where each lead came from), quotations
         *     and mail, each row with every column.
         *     Quotations and mail are also found by every e-mail, phone and full name
         *     the person goes by in their leads (`lookedFor`): a quotation whose
         *     enquiry is gone, and the morning digests that name them.
         */
        get: operations["people_find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/people/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase everything held about a person.
         * @description Deletes, in one transaction, everything the search finds for the
         *     e-mail, phone or full name given: leads, CVs, notes, history, the
         *     touches that brought the leads, quotations (with their links), draft
         *     invoices and mail, the morning digests that name them included, sent or
         *     not. Issued invoices, credit and debit notes and vouchers, with their
         *     payments, are kept as long as GST law asks (CGST Act, Section 36: 72
         *     months from the due date of the year's annual return): the answer
         *     names each with that day (`kept`). The audit log records only how many
         *     of each kind went and the numbers of the documents kept.
         */
        post: operations["people_erase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/people/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export everything held about a person.
         * @description One JSON file with what the search finds for the e-mail, phone or full
         *     name given (a CV's file in base64), for the person's right of access.
         */
        get: operations["people_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List positions for administrators
         * @description Every position, in the order they were added, each with its
         *     applications (newest first). Administrators only.
         */
        get: operations["careers_admin_positions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/positions/job-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How complete each position's job page is.
         * @description One entry per position, so the departments screen can say beside a
         *     position whose job page is not yet offered to search engines as a job
         *     posting (it has no description) what is missing.
         */
        get: operations["careers_job_pages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/positions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a position
         * @description Removes the position and its job page. Its applications are kept with the
         *     position's name; their `posId` becomes null. Administrators only.
         */
        delete: operations["careers_delete_position"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/positions/{id}/job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A position's job page details.
         * @description What the job page at `url` says beyond the position's name, as the
         *     editor on the departments screen shows it, with the lists' choices and
         *     whether the page is complete enough to be offered as a job posting.
         */
        get: operations["careers_job_details"];
        /**
         * Sets what a position's job page says.
         * @description Every field is checked and each one at fault is named; a description
         *     makes the page a job posting for search engines and puts it in the
         *     sitemap.
         */
        put: operations["careers_update_job_details"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search affiliate products
         * @description One page of every product, active or not, with search, filters by
         *     category, platform and state, and sort, as the administrator area's
         *     product list shows it, each with its human clicks of 30 days and its
         *     link's last health check, and every active product whose link needs
         *     attention. Administrators only; 422 for a filter or sort it cannot read.
         */
        get: operations["products_product_list"];
        put?: never;
        /**
         * Add an affiliate product
         * @description Title, description, image URLs (the first is the main image), affiliate
         *     link, brand, category, platform, price and M.R.P. in rupees, and whether
         *     it is active (yes by default). Administrators only; 201 with the stored
         *     product, 422 naming every field at fault.
         */
        post: operations["affiliate_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/tag-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a pasted link's tracking tag
         * @description Tells the product form whether a link holds a marketplace tracking id
         *     that is not ours (Amazon `tag=`, Flipkart `affid=`), and the address a
         *     click on it is sent to. Administrators only; a link that is not a web
         *     address answers with no foreign tag and the link as it is.
         */
        get: operations["affiliate_tag_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an affiliate product for administrators
         * @description One product, active or not, as its edit form opens it, with its link's
         *     last health check. Administrators only; 404 when there is none.
         */
        get: operations["affiliate_one"];
        put?: never;
        post?: never;
        /**
         * Delete an affiliate product
         * @description Removes the product and its page. Administrators only; 204 when done, 404
         *     when there is none.
         */
        delete: operations["affiliate_remove"];
        options?: never;
        head?: never;
        /**
         * Edit an affiliate product
         * @description Changes the fields sent; a null or empty `originalPrice` clears the
         *     M.R.P. Administrators only; 422 names each field at fault.
         */
        patch: operations["affiliate_update"];
        trace?: never;
    };
    "/admin/products/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge an affiliate product's link check
         * @description Marks the link's last health check as seen, so the product leaves the
         *     list of those needing attention until a check finds something
         *     different. Administrators only; 404 for an unknown product, 409 when the
         *     link has never been checked.
         */
        post: operations["affiliate_product_acknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an affiliate product's link now
         * @description Fetches the address a click would be sent to as a browser would
         *     (following at most five redirects, 10 s each) and records what it
         *     found: `ok`, `broken`, `gone-home` or `tag-lost`, with the detail.
         *     Addresses on loopback or private networks are not fetched (`broken`)
         *     unless `AFFILIATE_CHECK_PRIVATE_HOSTS` allows it. Administrators only;
         *     404 for an unknown product.
         */
        post: operations["affiliate_product_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/{id}/clicks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an affiliate product's clicks
         * @description Clicks on the product's `/go/` link between `from` and `to` (India dates,
         *     both included; the last 30 days by default): people, each counted once
         *     per day, apart from crawlers and link previews, with the people's clicks
         *     by day and by the page and place that sent them. Administrators only;
         *     404 for an unknown product, 422 for a date it cannot read.
         */
        get: operations["affiliate_product_clicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quotations
         * @description One page of quotations, newest first, each with its standing for the
         *     client and its state for the administrators: every quotation, or one
         *     enquiry's (`leadId`), or those in one `state` (draft, sent, opened,
         *     accepted, declined, expired, revised, withdrawn). Administrators only;
         *     422 for a bad `leadId`, `state` or page.
         */
        get: operations["quotes_list"];
        put?: never;
        /**
         * Write a quotation
         * @description For an enquiry (`leadId`): lines of description, SAC code, quantity and
         *     unit price, the client's legal name, state and optional GSTIN, and a
         *     validity date. Tax follows the place of supply (CGST and SGST inside the
         *     agency's state, IGST outside). Answers 201 with the draft, its number,
         *     totals and the amount in words. Administrators only.
         */
        post: operations["quotes_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a quotation
         * @description The quotation with its lines, totals, amount in words, status and
         *     standing. Administrators only.
         */
        get: operations["quotes_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quotes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a quotation's PDF
         * @description The A4 PDF the client gets. Administrators only.
         */
        get: operations["quotes_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quotes/{id}/revise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revise a quotation
         * @description A new version of a sent, declined or expired quotation with the same
         *     number and the next revision suffix (`-R1`), as a draft to check and
         *     send; the old link shows the newer one once it is sent. Administrators
         *     only; 409 for an accepted quotation, a draft, or a version that is not
         *     the newest.
         */
        post: operations["quotes_revise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quotes/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a quote's link.
         * @description The client's link (`/q/{token}`), its PDF and every answer to it are
         *     refused from now on with 410 Gone, and the page says the link was
         *     withdrawn without showing anything of the quote; the enquiry's timeline
         *     records who withdrew it. Withdrawing it again changes nothing. A draft
         *     has no link yet (409). Revise the quote to send the client a new link.
         */
        post: operations["quotes_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quotes/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a quotation
         * @description E-mails the client the PDF and a private link (`/q/{token}`) and moves the
         *     enquiry to Quoted; a sent one may be sent again. Administrators only; 409
         *     for an accepted, declined or expired quotation, or one whose enquiry was
         *     deleted.
         */
        post: operations["quotes_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/rate-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the rate card
         * @description Each service's price, SAC code and GST rate, the Indian states a client
         *     may be in, and the agency's own state, for writing quotations.
         *     Administrators only.
         */
        get: operations["quotes_rate_card"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a receipt voucher
         * @description Money received before the invoice (an advance, Rule 50): a receipt
         *     voucher numbered `RV/2026-27/0001` with the description, SAC, tax rate,
         *     the tax in the amount and the place of supply. The lead's next invoice
         *     is settled by it when issued. Administrators only.
         */
        post: operations["invoices_receipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/receipts/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay back an advance
         * @description A refund voucher (Rule 51) for money paid back from the advance on
         *     receipt voucher `id`, numbered `RF/2026-27/0001`: it names the receipt
         *     voucher and carries its description, SAC and rate, with the tax in the
         *     amount split by the same place of supply. At most what is left of the
         *     advance (422 naming it); 409 once the advance is set against an invoice
         *     (a credit note for that invoice pays it back). Administrators only.
         */
        post: operations["invoices_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receivables
         * @description What clients owe and what came in, as of today (India): every issued or
         *     partly paid invoice's balance by client, aged from its due day (not yet
         *     due; 0–30, 31–60, 61–90 and over 90 days past it); money collected this
         *     month and last (by the day received; an advance counts on the day it
         *     came, TDS apart); TDS held back by clients by financial-year quarter
         *     (April to June is Q1). Each figure counts the invoices behind it, which
         *     `GET /admin/receivables/invoices` lists. Amounts in rupees, exact to the
         *     paisa. Owners, managers and sales.
         */
        get: operations["invoices_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/receivables/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoices behind a receivables figure
         * @description One page of the invoices (and advances' receipt vouchers) behind one
         *     figure of `GET /admin/receivables`, as of today (India): an age of what
         *     is owed, in all or by one `client` (a client owing nothing has an empty
         *     figure), the money `collected` in a month or the `tds` of a quarter
         *     (`period` as the receivables name it). 422 for an unknown figure or
         *     period, or a bad page. Owners, managers and sales.
         */
        get: operations["invoices_invoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the services for administrators
         * @description The service catalogue the enquiry form offers, each with its service and
         *     sub-service name, in the order they were added, as the administrator
         *     area's Services screen lists it. Administrators only.
         */
        get: operations["services_list"];
        put?: never;
        /**
         * Add a service
         * @description Adds a service and sub-service to the catalogue the enquiry form offers.
         *     Administrators only. Answers 201 with the stored service; 422 when either
         *     name is empty or longer than 120 characters.
         */
        post: operations["services_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a service
         * @description Removes the service from the catalogue. Enquiries that chose it are kept
         *     with the service and sub-service names they were sent with; only their
         *     link to the service becomes null. Administrators only; 204 when done.
         */
        delete: operations["services_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{id}/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a service's rate
         * @description The service's price in rupees (null: priced per quote), SAC code and GST
         *     rate. Public pages do not show it. Administrators only; 422 names each
         *     field at fault.
         */
        put: operations["quotes_set_rate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What needs me today
         * @description Leads waiting for their first answer (longest first, the wait in
         *     business minutes), follow-ups due today or overdue, quotations sent and
         *     not answered (opened or not, the soonest to expire first), and content
         *     scheduled or overdue, affiliate links whose check found a problem, and
         *     invoices overdue and due this week (Monday to Sunday, India), a few of
         *     each with the count of all and each row's address in the
         *     administrator area. Each administrator sees the parts their access
         *     level opens; the others are empty.
         */
        get: operations["leads_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/update/{b_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit an enquiry
         * @description Changes the fields sent and leaves the others as they were (the
         *     administrator area's form sends them all). A new service choice also
         *     takes that service's names. Administrators only; 422 names each field at
         *     fault.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        patch: operations["enquiries_update_enquiry"];
        trace?: never;
    };
    "/admin/updatecp/{pos_id}/{c_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit an application
         * @description Changes the fields sent of application `c_id`; `positionApplied.posId`
         *     moves it to another existing position. The first number in the path is
         *     not used. Administrators only; 422 names each field at fault.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        patch: operations["careers_updatecp"];
        trace?: never;
    };
    "/admin/{d_id}/addpost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a position to a department
         * @description A position name and the number of posts (a whole number 0 to 999). The
         *     position gets its own job page address from its name. Administrators
         *     only; 201 with the position, 404 when the department does not exist.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        post: operations["careers_addpost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dept/withposts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List departments and their positions
         * @description Every department by name, each with its positions, as the careers page
         *     lists them. Public; no applicant data.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["careers_public_departments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List positions
         * @description Every position, in the order they were added. Public; with an
         *     administrator session each position also carries its applications
         *     (`careerPages`, newest first), which visitors never see.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["careers_all_positions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/getonepos/{pos_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a position with its applications
         * @description One position and every application sent for it, newest first.
         *     Administrators only; 404 when there is none.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["careers_one_position"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/serviceent/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the services
         * @description The service catalogue the enquiry form offers, each with its service and
         *     sub-service name, in the order they were added. Public; the answer is the
         *     same for every visitor and is revalidated with its ETag.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["services_list_services"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userbe/createbe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a quote request
         * @description The public enquiry form: name, business e-mail, contact number, address,
         *     message and the chosen service. Anyone may call it. Answers 201 with the
         *     stored enquiry and 422 naming every field at fault. Submissions are
         *     limited per client address (`FORM_RATE_LIMIT` per 10 minutes, 429 past
         *     it); one that fills the hidden `website` field is answered like a
         *     success and held as spam.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        post: operations["enquiries_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userbe/getabq/{b_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an enquiry
         * @description One business enquiry by its `bId`, as the enquiry update form opens it.
         *     Administrators only, despite the path; 404 when there is none.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        get: operations["enquiries_one_enquiry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usercp/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply with a CV
         * @description The careers form with a CV (multipart): full name, e-mail, mobile number,
         *     `posId` of an open position or none for a general application, and the CV
         *     (PDF, DOC or DOCX up to 5 MB, checked by its bytes; a general application
         *     must bring one). Anyone may call it. Answers 201 with the application,
         *     413 for a file over the limit, 422 naming every field at fault and 429
         *     past the per-address limit.
         */
        post: operations["careers_apply_with_cv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usercp/createcp/{pos_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for a position
         * @description The careers form without a CV: full name, e-mail and mobile number for the
         *     position in the address, which must exist (a body naming another position
         *     is refused, never followed). Anyone may call it. Answers 201 with the
         *     stored application, 422 naming every field at fault, and 429 past the
         *     per-address limit; a filled honeypot is answered like a success and held
         *     as spam.
         *
         *     Kept for the original client: this path, its field names and its statuses stay exactly as that client calls them.
         */
        post: operations["careers_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/razorpay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Razorpay's webhook
         * @description `payment_link.paid` and `payment_link.partially_paid` record the
         *     payment on the invoice the link was made for. The raw body must be
         *     signed: `X-Razorpay-Signature` is its HMAC-SHA256 under the webhook
         *     secret, in hex; a missing or wrong signature is refused with 400 and
         *     changes nothing. Idempotent on `X-Razorpay-Event-Id` and on the
         *     payment's id.
         */
        post: operations["invoices_razorpay_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** About page */
        AboutFields: {
            /**
             * Description
             * @description The snippet under the title in search results: 70 to 160 characters.
             */
            description: string;
            /** Director's message */
            director: {
                /** Heading */
                heading: string;
                /** Name */
                name: string;
                /** Paragraphs */
                paragraphs: string[];
            };
            /** Main heading (h1) */
            h1: string;
            /**
             * Illustration
             * @description One of the site's illustrations: amazon, catalogue, digital, flipkart, image, marketplace, photo or web.
             */
            image: string;
            /** Lead paragraph */
            lead: string;
            /** Sections */
            sections: {
                /** Heading */
                heading: string;
                /** Paragraphs */
                paragraphs: string[];
            }[];
            /**
             * Page title
             * @description Shown in search results and the browser tab; up to 60 characters. Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.
             */
            title: string;
        };
        /**
         * @description An administrator's access level: what their work needs.
         * @enum {string}
         */
        Access: "owner" | "manager" | "sales" | "recruiter" | "editor";
        AccessBody: {
            /** @description `owner`, `manager`, `sales`, `recruiter` or `editor`. */
            access?: string | null;
        };
        /** @description Which administrators have two-step sign-in on. */
        AdminTwoFactor: {
            enabled: boolean;
            /**
             * Format: int32
             * @description The administrator's id.
             */
            id: number;
        };
        /** @description An administrator as listed (never the password hash). */
        AdminView: {
            /** @description What the account may open. */
            access: components["schemas"]["Access"];
            email: string;
            /** Format: int32 */
            id: number;
            mobile: string;
            /** @description The job title the administrator typed; it grants nothing. */
            role: string;
            username: string;
        };
        /**
         * @description An advance: its receipt voucher, what is left of it and the refund
         *     vouchers paying some back.
         */
        AdvanceView: {
            /**
             * Format: double
             * @description Rupees received, tax included.
             */
            amount: number;
            /**
             * Format: int32
             * @description The receipt voucher's id (its PDF: `/admin/invoices/{id}/pdf`).
             */
            id: number;
            /**
             * Format: int32
             * @description The invoice it is set against.
             */
            invoiceId?: number | null;
            /** @description YYYY-MM-DD. */
            issuedOn?: string | null;
            /**
             * Format: double
             * @description Rupees left to set against the next invoice or to pay back.
             */
            left: number;
            /** @description "RV/2026-27/0001". */
            number: string;
            /** @description Its refund vouchers, the oldest first. */
            refunds: components["schemas"]["RefundView"][];
        };
        /** @description Outstanding money by how late it is, counted from the due day. */
        AgeingView: {
            /** @description 1 to 30 days past its due day. */
            days0To30: components["schemas"]["FigureView"];
            days31To60: components["schemas"]["FigureView"];
            days61To90: components["schemas"]["FigureView"];
            /** @description Not yet past its due day. */
            notDue: components["schemas"]["FigureView"];
            over90Days: components["schemas"]["FigureView"];
            /** @description All of it. */
            total: components["schemas"]["FigureView"];
        };
        /** @description Taps on the site's own call and WhatsApp buttons (and the like). */
        AnalyticsConversionView: {
            /** Format: int64 */
            count: number;
            kind: string;
        };
        /** @description One day of the range. */
        AnalyticsDayView: {
            /** @description YYYY-MM-DD (India date). */
            day: string;
            /** Format: int64 */
            leads: number;
            /** Format: int64 */
            pageviews: number;
            /**
             * Format: double
             * @description Rupees.
             */
            revenue: number;
            /** Format: int64 */
            visitors: number;
            /** Format: int64 */
            won: number;
        };
        /**
         * @description A touch's credit: leads, won clients, revenue and money collected
         *     (rupees).
         */
        AnalyticsEarnedView: {
            /**
             * Format: double
             * @description Money received on the leads' invoices in the range.
             */
            collected: number;
            /** Format: int64 */
            leads: number;
            /** Format: double */
            revenue: number;
            /** Format: int64 */
            won: number;
        };
        /** @description One landing page. */
        AnalyticsPageView: {
            /**
             * Format: int64
             * @description Leads whose credited touch landed on it.
             */
            leads: number;
            /** Format: int64 */
            pageviews: number;
            path: string;
            /**
             * Format: int64
             * @description Visitors whose first page of the day it was.
             */
            visitors: number;
        };
        /**
         * @description One source, medium and campaign ("" when absent; "direct" for visits
         *     with no touch; "(other)" for the names a day had no more room for).
         *     `source`, `medium` and `campaign` are as counted, for the lead list's
         *     filter; `name` is what a screen shows.
         */
        AnalyticsSourceView: {
            campaign: string;
            /**
             * Format: double
             * @description Money received on the leads' invoices in the range, in rupees (by
             *     the requested model).
             */
            collected: number;
            /**
             * Format: double
             * @description Money collected per rupee spent; null without spend.
             */
            collectedRoas?: number | null;
            /**
             * Format: double
             * @description Spend per lead, in rupees; null without spend or leads.
             */
            costPerLead?: number | null;
            /**
             * Format: double
             * @description Spend per won client, in rupees; null without spend or won clients.
             */
            costPerWon?: number | null;
            /** @description The same figures credited to the leads' first touch. */
            firstTouch: components["schemas"]["AnalyticsEarnedView"];
            /** @description The same figures credited to the leads' last touch. */
            lastTouch: components["schemas"]["AnalyticsEarnedView"];
            /**
             * Format: int64
             * @description By the requested model.
             */
            leads: number;
            medium: string;
            /**
             * @description The three as one name of plain words ("google / cpc / diwali"): no
             *     scheme or e-mail address, hosts written `google[.]com`, each at most
             *     60 characters.
             */
            name: string;
            /** Format: int64 */
            pageviews: number;
            /**
             * Format: double
             * @description Rupees.
             */
            revenue: number;
            /**
             * Format: double
             * @description Revenue per rupee spent; null without spend.
             */
            roas?: number | null;
            source: string;
            /**
             * Format: double
             * @description Rupees.
             */
            spend: number;
            /** Format: int64 */
            visitors: number;
            /** Format: int64 */
            won: number;
        };
        /** @description What each channel earned over the range. */
        AnalyticsView: {
            /**
             * Format: int64
             * @description Views by crawlers, link previews and probes, counted apart.
             */
            bots: number;
            /**
             * Format: double
             * @description Money received on invoices in the range, in rupees: payments by the
             *     day received, TDS left out, an advance once on the day it came.
             */
            collected: number;
            conversions: components["schemas"]["AnalyticsConversionView"][];
            /** @description Every day of the range, in order, for the chart. */
            days: components["schemas"]["AnalyticsDayView"][];
            /** @description YYYY-MM-DD, the first day covered. */
            from: string;
            /**
             * Format: int64
             * @description Enquiries that arrived in the range (spam left out).
             */
            leads: number;
            model: components["schemas"]["TouchModel"];
            otherPages?: null | components["schemas"]["AnalyticsPageView"];
            otherSources?: null | components["schemas"]["AnalyticsSourceView"];
            /** @description Landing pages, most visitors first: the same page of them. */
            pages: components["schemas"]["AnalyticsPageView"][];
            /**
             * Format: int64
             * @description Every landing page of the range, listed or not.
             */
            pagesTotal: number;
            /** Format: int64 */
            pageviews: number;
            /**
             * Format: double
             * @description Taxable value of the quotations accepted in the range, in rupees.
             */
            revenue: number;
            /**
             * @description Most visitors first: the page asked for (`page`, `perPage`; the
             *     first 50 by default).
             */
            sources: components["schemas"]["AnalyticsSourceView"][];
            /**
             * Format: int64
             * @description Every source of the range, listed or not.
             */
            sourcesTotal: number;
            /**
             * Format: double
             * @description Imported ad spend over the range, in rupees.
             */
            spend: number;
            /** @description YYYY-MM-DD, the last day covered. */
            to: string;
            /**
             * Format: int64
             * @description Visitors per day, added up over the range.
             */
            visitors: number;
            /**
             * Format: int64
             * @description Clients whose quotation was accepted in the range.
             */
            won: number;
        };
        /** @description An application's fields, as the application update form sends them. */
        ApplicationBody: {
            email?: string | null;
            fullName?: string | null;
            phone?: string | null;
            /**
             * Format: int32
             * @description The position's id (an integer); null or left out for none.
             */
            positionId?: number | null;
        };
        /** @description A page of the applications table. */
        ApplicationPage: components["schemas"]["PageInfo"] & {
            /** @description Newest first, every field of each application. */
            items: components["schemas"]["ApplicationView"][];
        };
        /**
         * @description Where an application stands, in pipeline order.
         * @enum {string}
         */
        ApplicationStatus: "New" | "Shortlisted" | "Interview" | "Offered" | "Hired" | "Rejected";
        /** @description The multipart form of an application with a CV. */
        ApplicationUpload: {
            /**
             * Format: binary
             * @description The CV: PDF, DOC or DOCX, at most 5 MB (needed for a general application).
             */
            cv?: string | null;
            email: string;
            fullName: string;
            /**
             * @description The language of the page the form was sent from: "hi" answers
             *     refusals in Hindi and keeps the application as Hindi.
             */
            language?: string | null;
            mobileNumber: string;
            /**
             * Format: int32
             * @description The position applied for; leave out for a general application.
             */
            posId?: number | null;
            /** @description Honeypot: leave empty. */
            website?: string | null;
        };
        /** @description A job application with every field. */
        ApplicationView: {
            email: string;
            fullName: string;
            /** Format: int32 */
            id: number;
            phone: string;
            position: components["schemas"]["AppliedPosition"];
            /** @description RFC 3339, UTC. */
            submittedAt: string;
        };
        /** @description The position an application was made for, as it was named then. */
        AppliedPosition: {
            /**
             * Format: int32
             * @description Null once the position was deleted (or for a general application).
             */
            id: number | null;
            name: string;
        };
        /** Article */
        ArticleFields: {
            /** Author */
            author: string;
            /**
             * Body
             * @description Markdown: ## for headings, - for lists, *emphasis*, **strong**, [text](/address) for links, and images from the media library as ![description](/media/…).
             */
            body: string;
            /**
             * Date
             * Format: date
             */
            date: string;
            /**
             * Description
             * @description The snippet under the title in search results: 70 to 160 characters.
             */
            description: string;
            /**
             * Slug
             * @description The last part of the address: lower-case letters, digits and hyphens.
             */
            slug: string;
            /** Summary */
            summary: string;
            /** Tags */
            tags?: string[];
            /**
             * Title
             * @description The page's heading; the page title adds the business name. Up to 60 characters together.
             */
            title: string;
        };
        /** @description The administrator a lead is assigned to. */
        AssigneeView: {
            /**
             * Format: int32
             * @description Null once the administrator's account was deleted.
             */
            id?: number | null;
            name: string;
        };
        /**
         * @description Where a lead came from: its first touch (locked when it arrived), its
         *     last, and every touch, oldest first, within `ATTRIBUTION_DAYS` before
         *     its form. All null and empty when nothing was recorded (a lead from
         *     before attribution, or with `ANALYTICS=false`).
         */
        AttributionView: {
            firstTouch?: null | components["schemas"]["TouchView"];
            lastTouch?: null | components["schemas"]["TouchView"];
            touches: components["schemas"]["TouchView"][];
        };
        /**
         * @description The kind of an audit entry, as the log and its filter show it.
         * @enum {string}
         */
        AuditAction: "Signed in" | "Sign-in failed" | "Signed out" | "Created" | "Updated" | "Deleted" | "Two-step sign-in reset" | "Access level changed" | "Action";
        /** @description One line of the audit log. */
        AuditEntryView: {
            action: components["schemas"]["AuditAction"];
            actorEmail: string;
            /**
             * Format: int32
             * @description NULL for a failed sign-in; the id stays after the account is deleted.
             */
            actorId?: number | null;
            actorName: string;
            at: string;
            /** @description The fields the request sent (names only). */
            fields: string[];
            /** Format: int32 */
            id: number;
            ipAddress: string;
            /** Format: int32 */
            status: number;
            /** @description What was done, in words: "Deleted the department Marketing". */
            summary: string;
            /** @description The call and record, e.g. "PATCH /admin/update/7". */
            target: string;
        };
        AuditPageView: components["schemas"]["PageInfo"] & {
            /** @description Every kind of entry, for the filter. */
            actions: components["schemas"]["AuditAction"][];
            entries: components["schemas"]["AuditEntryView"][];
        };
        AuthStatus: {
            /** @description The account's access level. */
            access: components["schemas"]["Access"];
            authenticated: boolean;
            /** @description The keys of the screens it may open (`admin_screens.json`). */
            can: components["schemas"]["ScreenKey"][];
            user: components["schemas"]["SessionUser"];
        };
        /** @description How the backups stand, as the administrator home shows it. */
        BackupStatus: {
            /**
             * Format: int64
             * @description Hours between two scheduled backups.
             */
            everyHours: number;
            /** @description Why it failed. */
            lastFailure?: string | null;
            /** @description When the newest backup failed, if the newest one failed. */
            lastFailureAt?: string | null;
            /** @description When the newest good backup finished (RFC 3339, UTC). */
            lastSuccessAt?: string | null;
            /**
             * Format: int64
             * @description Its size in bytes.
             */
            lastSuccessBytes?: number | null;
            /** @description Whether the site takes backups by itself (`BACKUP_DIR` is set). */
            scheduled: boolean;
            /**
             * @description What the administrator should know, if anything: the last backup
             *     failed, or the newest good one is older than two intervals.
             */
            warning?: string | null;
        };
        /** Business details */
        BusinessFields: {
            /**
             * Bank account name
             * @description The account invoices ask transfers to. Empty: no bank details printed.
             */
            bankAccountName?: string;
            /** Bank account number */
            bankAccountNumber?: string;
            /**
             * Bank IFSC
             * @description 11 characters, such as SBIN0000152.
             */
            bankIfsc?: string;
            /** Closes at (24-hour, like 19:00) */
            closes: string;
            /** E-mail */
            email: string;
            /**
             * GSTIN
             * @description The 15-character GSTIN quotations print; its state code must match the state below. Empty: not registered.
             */
            gstin?: string;
            /**
             * Holidays
             * @description Dates the office is closed, like 2026-11-08: the response clock does not count them.
             */
            holidays?: string[];
            /**
             * Opening hours, in words
             * @description Such as Monday to Saturday, 10 am to 7 pm. Also what {hours} says.
             */
            hours: string;
            /**
             * Opening hours, in Hindi words
             * @description Such as सोमवार से शनिवार (सुबह 10 से शाम 7 बजे तक): what the Hindi pages and their {hours} say. Change it with the English hours. Empty: the English words.
             */
            hoursHi?: string;
            /**
             * Registered name
             * @description As registered for GST; quotations print it. Empty: the business's name.
             */
            legalName?: string;
            /**
             * City
             * @description Also what {city} says in the site's text.
             */
            locality: string;
            /**
             * City, in Hindi
             * @description Such as पटना: what the Hindi pages and their {city} say. Empty: the English name.
             */
            localityHi?: string;
            /**
             * Opening days (for search engines)
             * @description In English: Monday, Tuesday…
             */
            openingDays: string[];
            /** Opens at (24-hour, like 10:00) */
            opens: string;
            /** Phone */
            phone: string;
            /** PIN code */
            postalCode: string;
            /**
             * State
             * @description As the GST list names it, such as Bihar. Also what {region} says, and the place of supply quotes are taxed against.
             */
            region: string;
            /**
             * State, in Hindi
             * @description Such as बिहार: what the Hindi pages and their {region} say. Empty: the English name.
             */
            regionHi?: string;
            /**
             * Authorised signatory
             * @description The name invoices are signed in.
             */
            signatory?: string;
            /**
             * Signature image
             * @description The signatory's signature, printed above their name on invoices: upload it to the media library (dark ink on a light or clear background) and paste its address here, such as /media/12/…/480.webp. Empty: no signature image.
             */
            signatureImage?: string;
            /** Social links */
            social: {
                /**
                 * Network
                 * @description Facebook, Instagram, LinkedIn, YouTube, X or WhatsApp.
                 */
                name: string;
                /** Address */
                url: string;
            }[];
            /** Street address */
            streetAddress: string;
            /**
             * Street address, in Hindi
             * @description As the Hindi pages show it. Empty: the English address.
             */
            streetAddressHi?: string;
            /**
             * UPI ID
             * @description Such as vanijya@okhdfcbank: invoices show a UPI QR code paying it. Empty: no UPI offer.
             */
            upiId?: string;
            /**
             * UPI merchant code
             * @description The 4-digit category code of a merchant's UPI ID. Empty: a person's ID, which takes up to one lakh a payment.
             */
            upiMerchantCode?: string;
            /**
             * UPI payee name
             * @description The name the client's UPI app shows. Empty: the business's name.
             */
            upiPayeeName?: string;
        };
        /** Case study */
        CaseStudyFields: {
            /** The client asked not to be named */
            anonymised: boolean;
            /**
             * Client
             * @description The client's name, or a description if they asked not to be named.
             */
            client: string;
            /**
             * Date of the results
             * Format: date
             */
            date: string;
            /**
             * Description
             * @description The snippet under the title in search results: 70 to 160 characters.
             */
            description: string;
            /** Main heading (h1) */
            h1: string;
            /** Marketplace */
            marketplace: string;
            /** The problem */
            problem: string[];
            /** Client's words */
            quote?: {
                /** Said by */
                by: string;
                /** Quote */
                text: string;
            } | null;
            /** Results */
            results: {
                /** What it measures */
                label: string;
                /**
                 * Figure
                 * @description Such as 3.1× or ₹1,24,000.
                 */
                value: string;
            }[];
            /**
             * Service pages it belongs beside
             * @description Addresses such as /amazon/advertising.
             */
            services?: string[];
            /**
             * Slug
             * @description The last part of the address: lower-case letters, digits and hyphens.
             */
            slug: string;
            /**
             * Summary
             * @description The card text on the case studies page and on service pages.
             */
            summary: string;
            /**
             * Page title
             * @description Shown in search results and the browser tab; up to 60 characters. Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.
             */
            title: string;
            /** What we did */
            whatWeDid: string[];
        };
        /** @description One value of a closed list, with the words a page shows for it. */
        Choice: {
            label: string;
            value: string;
        };
        /** @description The service an enquiry chose, as it was named when the enquiry was made. */
        ChosenService: {
            /**
             * Format: int32
             * @description Null once the service was deleted; the names are a snapshot.
             */
            id: number | null;
            serviceName: string;
            subServiceName: string;
        };
        /** @description One client's outstanding money. */
        ClientReceivable: components["schemas"]["AgeingView"] & {
            /** @description The name the invoices bill. */
            clientName: string;
        };
        CodeBody: {
            code?: string | null;
        };
        /** @description Money collected this month so far and in the last. */
        Collected: {
            lastMonth: components["schemas"]["PeriodFigure"];
            thisMonth: components["schemas"]["PeriodFigure"];
        };
        ContactBody: {
            /** @description "call" or "whatsapp". */
            channel?: string | null;
        };
        /** @description One item at its latest revision, as the editor opens it. */
        ContentDetail: {
            /**
             * @description Whether it can be taken off the site: not the home and about pages,
             *     the hubs or the business's details, which the site cannot do without.
             */
            canUnpublish: boolean;
            /** @description The fields of the item's kind, named as in the content files (camelCase). */
            fields: components["schemas"]["ContentFields"];
            /** Format: int32 */
            id: number;
            kind: components["schemas"]["ContentKind"];
            language: string;
            path?: string | null;
            /** Format: int32 */
            publishedRevision?: number | null;
            /**
             * Format: int32
             * @description The latest revision's number: the `baseRevision` of the next save.
             */
            revision: number;
            /** Format: date-time */
            savedAt: string;
            /** @description Who saved the latest revision, and when. */
            savedBy: string;
            /** Format: date-time */
            scheduledAt?: string | null;
            /** Format: int32 */
            scheduledRevision?: number | null;
            source?: null | components["schemas"]["SourceView"];
            /**
             * Format: int32
             * @description A translation's English source (none for an English item).
             */
            sourceId?: number | null;
            status: components["schemas"]["ContentStatus"];
            /**
             * @description The latest revision's title (or a testimonial's name) as visitors
             *     read it, placeholders filled; `fields` keeps them as typed.
             */
            title: string;
            /**
             * @description An English item's state in each other language (empty for an item
             *     that is not translated: a translation, a testimonial, a case study,
             *     an article or the business's details).
             */
            translations: components["schemas"]["TranslationView"][];
            /** @description The writing assistant's advice; none of it blocks a save. */
            warnings: components["schemas"]["Warning"][];
        };
        /** @description The fields of the item's kind (`kind`), named as in the content files (camelCase). */
        ContentFields: components["schemas"]["ServicePageFields"] | components["schemas"]["HubFields"] | components["schemas"]["HomeFields"] | components["schemas"]["AboutFields"] | components["schemas"]["CaseStudyFields"] | components["schemas"]["TestimonialFields"] | components["schemas"]["ArticleFields"] | components["schemas"]["BusinessFields"];
        /**
         * @description What a content item is; each kind has its own fields and template.
         * @enum {string}
         */
        ContentKind: "servicePage" | "hub" | "home" | "about" | "caseStudy" | "testimonial" | "article" | "business";
        /** @description One page of the content list. */
        ContentPage: components["schemas"]["PageInfo"] & {
            /** @description In the order the items were added. */
            items: components["schemas"]["ContentRow"][];
        };
        /**
         * @description One row of the paged content list: the plain list's entry with the
         *     item's translations.
         */
        ContentRow: components["schemas"]["ContentSummary"] & {
            /**
             * Format: int32
             * @description A translation's English source (none for an English item).
             */
            sourceId?: number | null;
            translationState?: null | components["schemas"]["TranslationState"];
            /**
             * @description An English item's state in each other language (empty when it is
             *     not translated).
             */
            translations: components["schemas"]["TranslationView"][];
        };
        /**
         * @description Where an item stands. A published item may also have a newer draft
         *     (its latest revision is not the published one).
         * @enum {string}
         */
        ContentStatus: "draft" | "published" | "scheduled";
        /** @description One item in the editor's list. */
        ContentSummary: {
            /** @description True when the latest revision is not the one visitors see. */
            hasDraft: boolean;
            /** Format: int32 */
            id: number;
            kind: components["schemas"]["ContentKind"];
            language: string;
            /** @description The public address; none for a testimonial. */
            path?: string | null;
            /** Format: int32 */
            publishedRevision?: number | null;
            /** Format: int32 */
            revision: number;
            /** Format: date-time */
            scheduledAt?: string | null;
            status: components["schemas"]["ContentStatus"];
            /**
             * @description The latest revision's title (or a testimonial's name) as visitors
             *     read it: placeholders such as `{name}` filled.
             */
            title: string;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string;
        };
        CorrectionBody: {
            /**
             * @description The lines it takes off (a credit note) or adds (a debit note), as a
             *     quotation's; a credit note without lines is for all of the invoice
             *     and cancels it.
             */
            lines?: components["schemas"]["QuoteLineBody"][] | null;
            /** @description Why the invoice is corrected. */
            reason?: string | null;
        };
        CreateAdminBody: {
            email?: string | null;
            mobile?: string | null;
            password?: string | null;
            role?: string | null;
            username?: string | null;
        };
        /** @description A CV to download (administrators only). */
        CvLink: {
            /** Format: int64 */
            bytes: number;
            /** @description What the file is, read from its bytes. */
            contentType: string;
            /** @description The candidate's name for the file, cleaned. */
            fileName: string;
            /** @description `GET` it for the file, as an attachment. */
            url: string;
        };
        Dashboard: {
            /**
             * Format: int64
             * @description Won plus lost.
             */
            closed: number;
            /** @description Most asked-for first. */
            enquiriesPerService: components["schemas"]["ServiceCount"][];
            /** @description Applications not yet hired or rejected, by status. */
            openApplications: components["schemas"]["StatusCount"][];
            /** @description Enquiries not yet won, lost or spam, by status. */
            openEnquiries: components["schemas"]["StatusCount"][];
            responseLastWeek: components["schemas"]["ResponseFigures"];
            /**
             * @description How fast leads that arrived this week (from Monday) got their first
             *     answer, in business minutes.
             */
            responseThisWeek: components["schemas"]["ResponseFigures"];
            thisMonth: components["schemas"]["NewLeads"];
            thisWeek: components["schemas"]["NewLeads"];
            today: components["schemas"]["NewLeads"];
            /** @description The last 12 weeks, oldest first, this week last. */
            weeks: components["schemas"]["WeekCount"][];
            /**
             * Format: double
             * @description won ÷ closed, null while nothing is closed.
             */
            winRate?: number | null;
            /** Format: int64 */
            won: number;
        };
        /** @description Human clicks on one day. */
        DayClicks: {
            /** @description YYYY-MM-DD (India date). */
            day: string;
            /** Format: int64 */
            human: number;
        };
        DepartmentBody: {
            name?: string | null;
        };
        /** @description A department with its positions. */
        DepartmentView: {
            /** Format: int32 */
            id: number;
            name: string;
            positions: components["schemas"]["PositionView"][];
        };
        Disabled: {
            message: string;
        };
        /**
         * @description What a document is: a tax invoice (Rule 46), a credit or debit note
         *     naming one (Rule 53), a receipt voucher for an advance (Rule 50) or
         *     a refund voucher paying one back (Rule 51). Each has its own series.
         * @enum {string}
         */
        DocumentKind: "invoice" | "creditNote" | "debitNote" | "receipt" | "refund";
        DraftBody: {
            /**
             * Format: int32
             * @description The revision the editor started from (`revision` when it opened the item).
             */
            baseRevision: number;
            /**
             * @description The fields of the item's kind: every one that is missing or refused
             *     is named in the 422 by its path (`fields.sections[1].heading`).
             */
            fields: components["schemas"]["ContentFields"];
        };
        /**
         * @description schema.org's employment types.
         * @enum {string}
         */
        EmploymentType: "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN" | "PER_DIEM";
        /**
         * @description The app's first code and, for a signed-in administrator, their
         *     current password.
         */
        EnableBody: {
            code?: string | null;
            password?: string | null;
        };
        Enabled: {
            /** @description Ten single-use recovery codes, shown this once. */
            recoveryCodes: string[];
            /** @description True when this also finished a sign-in (enrolment after the password). */
            signedIn: boolean;
        };
        /** @description An enquiry's fields, as the enquiry update form sends them. */
        EnquiryBody: {
            address?: string | null;
            email?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            message?: string | null;
            phone?: string | null;
            /**
             * Format: int32
             * @description The chosen service's id (an integer).
             */
            serviceId?: number | null;
        };
        /** @description A page of the enquiry table. */
        EnquiryPage: components["schemas"]["PageInfo"] & {
            /** @description Newest first, every field of each enquiry. */
            items: components["schemas"]["EnquiryView"][];
        };
        /**
         * @description Where an enquiry stands, in pipeline order.
         * @enum {string}
         */
        EnquiryStatus: "New" | "Contacted" | "Quoted" | "Won" | "Lost" | "Spam";
        /** @description A business enquiry with every field. */
        EnquiryView: {
            address: string;
            email: string;
            firstName: string;
            /** Format: int32 */
            id: number;
            lastName: string;
            message: string;
            phone: string;
            service: components["schemas"]["ChosenService"];
            /** @description RFC 3339, UTC. */
            submittedAt: string;
        };
        EnrolmentView: {
            otpauthUrl: string;
            /** @description The otpauth address as a QR code, an SVG document. */
            qrSvg: string;
            /** @description The secret in base32, for typing into an app by hand. */
            secret: string;
        };
        EraseBody: {
            /** @description The person's e-mail address. */
            email?: string | null;
            /**
             * @description Or their full name (first and last): everything held under that
             *     name, whoever wrote it, so check the search's answer first.
             */
            name?: string | null;
            /** @description Or their phone number. */
            phone?: string | null;
        };
        /** @description How many of each kind an erasure removed. */
        ErasedView: {
            /** Format: int64 */
            applications: number;
            /** Format: int64 */
            cvs: number;
            /**
             * Format: int64
             * @description Invoices never issued.
             */
            draftInvoices: number;
            /** Format: int64 */
            enquiries: number;
            /** Format: int64 */
            history: number;
            /**
             * @description The issued invoices, notes and vouchers kept, with their payments,
             *     because GST law asks for them (CGST Act, Section 36), each with the
             *     last day it must be kept.
             */
            kept: components["schemas"]["KeptDocument"][];
            /** Format: int64 */
            notes: number;
            /** Format: int64 */
            outbox: number;
            /** Format: int64 */
            quotes: number;
            /**
             * Format: int64
             * @description All of them together.
             */
            total: number;
            /**
             * Format: int64
             * @description Where their leads came from.
             */
            touches: number;
        };
        /**
         * @description The error body of every API answer: `{"error": "...", "field": "..."}`;
         *     a 422 names its first refused field in `field` and `error`, and lists
         *     every refused field in `errors`.
         */
        ErrorBody: {
            error: string;
            errors?: components["schemas"]["FieldErrorBody"][] | null;
            field?: string | null;
        };
        /** @description One entry of a lead's history. */
        EventView: {
            action: components["schemas"]["LeadAction"];
            /** @description Who did it (the name at that time). */
            actor: string;
            /** @description RFC 3339, UTC. */
            at: string;
            from?: string | null;
            /** Format: int32 */
            id: number;
            to?: string | null;
        };
        /**
         * @description One field (a leaf, named by its path) that changed in a translation's
         *     source.
         */
        FieldChangeView: {
            /** @description The English text as now published (none: the field was removed). */
            after?: string | null;
            /**
             * @description The English text when the translation was last saved (none: the
             *     field was not there).
             */
            before?: string | null;
            /**
             * @description As the 422s name fields, without `fields.`: `title`,
             *     `sections[1].heading`.
             */
            path: string;
        };
        /** @description One refused field of a 422. */
        FieldErrorBody: {
            error: string;
            field: string;
        };
        /** @description One page of the invoices behind a figure. */
        FigureInvoicesView: components["schemas"]["PageInfo"] & {
            /**
             * Format: double
             * @description The figure, in rupees.
             */
            amount: number;
            /** @description By id, ascending. */
            items: components["schemas"]["InvoiceBrief"][];
        };
        /** @description An amount and the documents behind it. */
        FigureView: {
            /**
             * Format: double
             * @description Rupees.
             */
            amount: number;
            /**
             * Format: int64
             * @description How many invoices (and advances' receipt vouchers) are behind it:
             *     `GET /admin/receivables/invoices` lists them.
             */
            count: number;
        };
        /** @description A marketplace tracking id found in a pasted link that is not ours. */
        ForeignTagView: {
            /** @description The id found in the link. */
            found: string;
            /** @description Amazon or Flipkart. */
            marketplace: string;
            /** @description Our id, which the redirect puts in its place; null when none is set. */
            ours: string | null;
            /** @description tag (Amazon) or affid (Flipkart). */
            parameter: string;
        };
        /**
         * @description Everything held about a person, each table's rows as JSON objects of
         *     every column, as the export gives them (with a CV's file base64-encoded;
         *     the people screen's view leaves the file out).
         */
        Held: {
            applications: Record<string, never>[];
            cvs: Record<string, never>[];
            enquiries: Record<string, never>[];
            history: Record<string, never>[];
            /**
             * @description Their tax invoices, credit and debit notes and vouchers, drafts
             *     included.
             */
            invoices: Record<string, never>[];
            notes: Record<string, never>[];
            outbox: Record<string, never>[];
            /** @description The payments received against those. */
            payments: Record<string, never>[];
            quotes: Record<string, never>[];
            /** @description Where their leads came from (the touches each kept). */
            touches: Record<string, never>[];
        };
        /** Home page */
        HomeFields: {
            /** Quote invitation */
            ctaText: string;
            /**
             * Description
             * @description The snippet under the title in search results: 70 to 160 characters.
             */
            description: string;
            /** Main heading (h1) */
            h1: string;
            /** Highlights */
            highlights: {
                /** Address */
                href: string;
                /** Text */
                text: string;
                /** Title */
                title: string;
            }[];
            /** Lead paragraph */
            lead: string;
            /** Sections */
            sections: {
                /** Heading */
                heading: string;
                /** Paragraphs */
                paragraphs: string[];
            }[];
            /** Banner slides */
            slides: {
                /** Image description (alt text) */
                alt: string;
                /** Caption */
                caption: string;
                /**
                 * Height
                 * Format: int32
                 */
                height: number;
                /** Image name */
                image: string;
                /**
                 * Width
                 * Format: int32
                 */
                width: number;
            }[];
            /**
             * Page title
             * @description Shown in search results and the browser tab; up to 60 characters. Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.
             */
            title: string;
            /** Why clients choose us */
            why: {
                /** Text */
                text: string;
                /** Title */
                title: string;
            }[];
        };
        /** Hub */
        HubFields: {
            /** Cards */
            cards?: string[];
            /** Heading above the cards */
            cardsHeading: string;
            /**
             * Description
             * @description The snippet under the title in search results: 70 to 160 characters.
             */
            description: string;
            /** Cards for other pages */
            extraTiles?: {
                /** Address */
                href: string;
                /** Text */
                text: string;
                /** Title */
                title: string;
            }[];
            /** Groups */
            groups: string[];
            /** Main heading (h1) */
            h1: string;
            /**
             * Illustration
             * @description One of the site's illustrations: amazon, catalogue, digital, flipkart, image, marketplace, photo or web.
             */
            image: string;
            /**
             * Short name
             * @description In breadcrumbs and above the h1 of its pages.
             */
            label: string;
            /** Lead paragraph */
            lead: string;
            /** Sections */
            sections?: {
                /** Heading */
                heading: string;
                /** Paragraphs */
                paragraphs: string[];
            }[];
            /** Tiles */
            tiles?: string[];
            /**
             * Page title
             * @description Shown in search results and the browser tab; up to 60 characters. Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.
             */
            title: string;
        };
        InvoiceBody: {
            clientAddress?: string | null;
            /** @description A registered client's GSTIN: the invoice is B2B. */
            clientGstin?: string | null;
            /** @description The client's legal name (issuing asks for it). */
            clientName?: string | null;
            /** @description The place of supply: a state as the GST list names it ("Bihar"). */
            clientState?: string | null;
            /**
             * Format: int32
             * @description The enquiry (bId) billed, when there is no quotation.
             */
            leadId?: number | null;
            lines?: components["schemas"]["QuoteLineBody"][] | null;
            /**
             * Format: int32
             * @description An accepted quotation to invoice; or leave it out and give the rest.
             */
            quoteId?: number | null;
        };
        /** @description An invoice (or the receipt voucher of an advance) in a list. */
        InvoiceBrief: {
            /**
             * Format: double
             * @description Rupees still to be paid.
             */
            balance: number;
            clientName: string;
            dueOn?: string | null;
            /**
             * @description Where the administrator area opens it: the invoice's page (an
             *     advance's invoice once it is set against one, else its lead's page).
             */
            href?: string | null;
            /** Format: int32 */
            id: number;
            /**
             * Format: int32
             * @description A receipt voucher's invoice, once the advance is set against one.
             */
            invoiceId?: number | null;
            /** @description YYYY-MM-DD (India), once issued. */
            issuedOn?: string | null;
            /** @description `invoice`, or `receipt` for an advance received before its invoice. */
            kind: components["schemas"]["DocumentKind"];
            /** Format: int32 */
            leadId?: number | null;
            /** @description "INV/2026-27/0001"; none while a draft. */
            number?: string | null;
            /** @description Past its due day and not settled. */
            overdue: boolean;
            status: components["schemas"]["InvoiceStatus"];
            /**
             * Format: double
             * @description Rupees, tax included.
             */
            total: number;
        };
        /** @description A credit or debit note, or a receipt voucher. */
        InvoiceNoteView: {
            amountInWords: string;
            clientName: string;
            /** Format: int32 */
            id: number;
            /**
             * Format: int32
             * @description The invoice it names (a receipt voucher's once set against one).
             */
            invoiceId?: number | null;
            /** @description YYYY-MM-DD. */
            issuedOn?: string | null;
            kind: components["schemas"]["DocumentKind"];
            /** Format: int32 */
            leadId?: number | null;
            lines: components["schemas"]["QuoteLineView"][];
            /** @description "CN/2026-27/0001". */
            number: string;
            /** @description "10-Bihar". */
            placeOfSupply: string;
            /** @description A note's reason; a voucher's description. */
            reason?: string | null;
            totals: components["schemas"]["QuoteTotals"];
        };
        /** @description One page of invoices. */
        InvoicePageView: components["schemas"]["PageInfo"] & {
            /** @description Newest first. */
            items: components["schemas"]["InvoiceRow"][];
        };
        /** @description One invoice in a list. */
        InvoiceRow: {
            /**
             * Format: double
             * @description Rupees still to be paid.
             */
            balance: number;
            clientName: string;
            dueOn?: string | null;
            /** Format: int32 */
            id: number;
            issuedOn?: string | null;
            /** Format: int32 */
            leadId?: number | null;
            number?: string | null;
            overdue: boolean;
            status: components["schemas"]["InvoiceStatus"];
            totals: components["schemas"]["QuoteTotals"];
        };
        /**
         * @description Where an invoice stands: a draft (no number yet), issued, partly
         *     paid, paid (payments and TDS settle it) or cancelled (a credit note
         *     for all of it). Being overdue is a flag beside it.
         * @enum {string}
         */
        InvoiceStatus: "draft" | "issued" | "partlyPaid" | "paid" | "cancelled";
        InvoiceView: {
            agencyState: string;
            /** @description "Rupees One Lakh Eighteen Thousand Only". */
            amountInWords: string;
            /** @description Whether the client is registered (a GSTIN is named). */
            b2b: boolean;
            /**
             * Format: double
             * @description Rupees still to be paid.
             */
            balance: number;
            clientAddress: string;
            clientGstin?: string | null;
            clientName: string;
            clientState: string;
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            /**
             * Format: double
             * @description Rupees of credit and debit notes against it.
             */
            credited: number;
            /** Format: double */
            debited: number;
            dueOn?: string | null;
            /** Format: int32 */
            id: number;
            /** @description YYYY-MM-DD (India), once issued. */
            issuedOn?: string | null;
            /** Format: int32 */
            leadId?: number | null;
            lines: components["schemas"]["QuoteLineView"][];
            /** @description The client's private link (`/i/{token}`), once issued. */
            link?: string | null;
            /** @description Its credit and debit notes, oldest first. */
            notes: components["schemas"]["InvoiceNoteView"][];
            /** @description "INV/2026-27/0001"; none while a draft. */
            number?: string | null;
            /** @description Past its due day and not settled. */
            overdue: boolean;
            /** @description The Razorpay payment link made at issue, when Razorpay is set up. */
            paymentLink?: string | null;
            payments: components["schemas"]["PaymentView"][];
            /** @description "10-Bihar". */
            placeOfSupply: string;
            /**
             * Format: int32
             * @description The accepted quotation it was made from.
             */
            quoteId?: number | null;
            /**
             * Format: double
             * @description Rupees received, TDS included.
             */
            received: number;
            reverseCharge: boolean;
            status: components["schemas"]["InvoiceStatus"];
            /** @description The client's private link's token, once issued. */
            token?: string | null;
            totals: components["schemas"]["QuoteTotals"];
        };
        /**
         * @description A job's details as sent, every field text (or absent): the body of the
         *     call that sets them, which the refusals name field by field.
         */
        JobBody: {
            /** @description YYYY-MM-DD; empty or absent: open until closed by hand. */
            closesOn?: string | null;
            description?: string | null;
            employmentType?: string | null;
            location?: string | null;
            /** @description YYYY-MM-DD; empty or absent: the day the position was created. */
            postedOn?: string | null;
            /** Format: int64 */
            salaryMax?: number | null;
            /** Format: int64 */
            salaryMin?: number | null;
            salaryPeriod?: string | null;
        };
        /** @description The values a job page's lists take. */
        JobChoices: {
            employmentTypes: components["schemas"]["Choice"][];
            locations: components["schemas"]["Choice"][];
            salaryPeriods: components["schemas"]["Choice"][];
        };
        /**
         * @description Whether a job page is complete enough to be offered to search
         *     engines as a job posting. Google's job search refuses a
         *     `JobPosting` without a description and may hold it against the
         *     whole site, so a page without one is still shown (and the careers
         *     list still links it) but carries no `JobPosting` and stays out of
         *     the sitemap until an administrator writes its description.
         * @enum {string}
         */
        JobPageState: "complete" | "noDescription";
        /** @description How complete one position's job page is. */
        JobPageView: {
            pageState: components["schemas"]["JobPageState"];
            /** Format: int32 */
            positionId: number;
        };
        /** @description A position's job page details, as administrators edit them. */
        JobView: {
            /** @description What the lists can be set to, in the words the job page shows. */
            choices: components["schemas"]["JobChoices"];
            closesOn?: string | null;
            description: string;
            employmentType: components["schemas"]["EmploymentType"];
            location: components["schemas"]["WorkLocation"];
            /** @description Whether the page is up (vacant posts and not past its closing day). */
            open: boolean;
            /**
             * @description Whether the page is offered to search engines as a job posting:
             *     without a description it carries no `JobPosting` and is not in the
             *     sitemap.
             */
            pageState: components["schemas"]["JobPageState"];
            /** Format: int32 */
            positionId: number;
            positionName: string;
            /** @description YYYY-MM-DD (India date). */
            postedOn: string;
            /** Format: int64 */
            salaryMax?: number | null;
            /**
             * Format: int64
             * @description Whole rupees.
             */
            salaryMin?: number | null;
            salaryPeriod?: null | components["schemas"]["SalaryPeriod"];
            /** @description The job page's address. */
            url: string;
        };
        /**
         * @description A document an erasure kept because GST law asks for it (CGST Act,
         *     Section 36): an issued invoice, note or voucher, with its payments.
         */
        KeptDocument: {
            /** Format: int32 */
            id: number;
            /** @description The last day it must be kept (YYYY-MM-DD). */
            keptUntil: string;
            /** @description "Tax Invoice", "Credit Note", "Receipt Voucher"… */
            kind: string;
            number: string;
        };
        /**
         * @description A language the site is written in; a lead keeps the one its form was
         *     sent in (stored as its code, "en" or "hi").
         * @enum {string}
         */
        Language: "en" | "hi";
        /**
         * @description What a line of a lead's history records.
         * @enum {string}
         */
        LeadAction: "status" | "assignee" | "followUp" | "spam" | "called" | "whatsapped" | "quoteSent" | "quoteOpened" | "quoteAccepted" | "quoteDeclined" | "quoteRenewalAsked" | "quoteRevoked" | "rejectionReason";
        LeadChangeBody: {
            /**
             * Format: int32
             * @description An administrator's id; null unassigns.
             */
            assigneeId?: number | null;
            /** @description YYYY-MM-DD; null clears it. */
            followUpOn?: string | null;
            /**
             * @description Applications only: why it was rejected, one of `rejectionReasons`
             *     (with the status Rejected, sent now or already set).
             */
            rejectionReason?: string | null;
            status?: null | components["schemas"]["LeadStatus"];
        };
        /** @description Everything the lead's page shows. */
        LeadDetail: components["schemas"]["LeadSummary"] & {
            /** @description The advances it paid (receipt vouchers), the newest first. */
            advances: components["schemas"]["AdvanceView"][];
            application?: null | components["schemas"]["ApplicationView"];
            /** @description Where it came from. */
            attribution: components["schemas"]["AttributionView"];
            /** @description `tel:` link for click-to-call. */
            callUrl?: string | null;
            cv?: null | components["schemas"]["CvLink"];
            enquiry?: null | components["schemas"]["EnquiryView"];
            /** @description Newest first. */
            history: components["schemas"]["EventView"][];
            /**
             * @description An enquiry's invoices, drafts too, newest first (empty for an
             *     application, and for a level that may not open invoices).
             */
            invoices: components["schemas"]["InvoiceBrief"][];
            /** @description Newest first. */
            notes: components["schemas"]["NoteView"][];
            /** @description The payments against them, the latest received first. */
            payments: components["schemas"]["LeadPayment"][];
            /** @description The phone in E.164, when the typed number could be read. */
            phoneKey?: string | null;
            /** @description Other leads of the same kind with the same e-mail or phone, newest first. */
            possibleDuplicates: components["schemas"]["LeadSummary"][];
            /** @description Applications only: why it was rejected. */
            rejectionReason?: string | null;
            /** @description Applications only: the reasons a rejection may give. */
            rejectionReasons?: string[] | null;
            /** @description How long it waited for its first answer, in business minutes. */
            response: components["schemas"]["ResponseClock"];
            /**
             * @description `https://wa.me/…` click-to-chat with a message naming the agency and
             *     the service or position.
             */
            whatsappUrl?: string | null;
        };
        /** @description One page of a lead list. */
        LeadPage: components["schemas"]["PageInfo"] & {
            /**
             * @description Per status, under every filter except status and the spam view;
             *     spam is left out of these and counted in `spam`.
             */
            counts: components["schemas"]["ListedCount"][];
            items: components["schemas"]["LeadSummary"][];
            /**
             * Format: int64
             * @description Leads held as spam under the other filters.
             */
            spam: number;
            /** @description False when `spam` is a lower bound (see `totalExact`). */
            spamExact: boolean;
            /**
             * @description False when `total` is a lower bound: a search reads at most the
             *     lists' count limit (`LEAD_COUNT_LIMIT`) plus one of its matches to
             *     count them, and past it every count is what those rows hold (at
             *     least that many); `pages` then goes one past the page asked for.
             */
            totalExact: boolean;
        };
        /** @description A payment against one of the lead's invoices. */
        LeadPayment: {
            /**
             * Format: double
             * @description Rupees received.
             */
            amount: number;
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            invoiceId: number;
            /** @description The invoice's number. */
            invoiceNumber?: string | null;
            method: components["schemas"]["PaymentMethod"];
            /** @description YYYY-MM-DD (India), the day received. */
            on: string;
            reference: string;
            /**
             * Format: double
             * @description Rupees of TDS the client held back.
             */
            tds: number;
            tdsSection?: string | null;
        };
        /**
         * @description A status of either kind of lead, as a row or count of a lead list
         *     carries it; written as the status itself.
         */
        LeadStatus: components["schemas"]["EnquiryStatus"] | components["schemas"]["ApplicationStatus"];
        /** @description One row of a lead list: the same shape for enquiries and applications. */
        LeadSummary: {
            assignee?: null | components["schemas"]["AssigneeView"];
            /**
             * Format: int32
             * @description The earlier lead this one probably repeats (same e-mail or phone).
             */
            duplicateOf?: number | null;
            email: string;
            /** @description When it first got an answer (RFC 3339, UTC); null while it waits. */
            firstResponseAt?: string | null;
            /** @description YYYY-MM-DD (India date). */
            followUpOn?: string | null;
            /**
             * Format: int32
             * @description bId of an enquiry, cId of an application.
             */
            id: number;
            /** @description The language of the page its form was sent from: "en" or "hi". */
            language: components["schemas"]["Language"];
            /** @description The enquiry's message (empty for applications). */
            message: string;
            name: string;
            /** @description As typed. */
            phone: string;
            /**
             * @description Where its last touch before the form came from, as the lists show
             *     it ("google / cpc / diwali-2026"); null where not read (only the
             *     lead lists read it) or when no touch was kept.
             */
            source?: string | null;
            /** @description Set while the lead is held as spam. */
            spamReason?: string | null;
            status: components["schemas"]["LeadStatus"];
            /** @description RFC 3339, UTC. */
            submittedAt: string;
            /** @description "Service - Sub-service" of an enquiry, the position of an application. */
            topic: string;
            /**
             * Format: int32
             * @description The service or position id; null once it was deleted.
             */
            topicId?: number | null;
        };
        /** @description A product link's last health check (`services::affiliate::affiliate_health`). */
        LinkHealthView: {
            /** @description An administrator has seen this result (cleared when it changes). */
            acknowledged: boolean;
            checkedAt: string;
            /** @description What the check saw: the answer or the final address. */
            detail: string;
            /**
             * @description ok, broken (an error answer or none), gone-home (ends at the
             *     marketplace's home or a search page) or tag-lost (our tag dropped).
             */
            status: string;
        };
        /** @description How many leads of one status a list holds. */
        ListedCount: {
            /** Format: int64 */
            count: number;
            /**
             * @description False when `count` is a lower bound (at least that many match): a
             *     search counts at most the lists' count limit of its matches.
             */
            exact: boolean;
            status: components["schemas"]["LeadStatus"];
        };
        LoginBody: {
            email?: string | null;
            password?: string | null;
        };
        LoginResponse: {
            /** @description Opaque bearer token for API clients; browsers use the cookie. */
            accessToken: string;
            user: components["schemas"]["SessionUser"];
        };
        /** @description One live login of the signed-in administrator, for their sessions list. */
        LoginSessionView: {
            /** @description True for the session making this request. */
            current: boolean;
            /** Format: int32 */
            id: number;
            /** @description The address the login was made from. */
            ipAddress: string;
            lastSeenAt: string;
            signedInAt: string;
            /** @description The browser's User-Agent at login (up to 300 characters). */
            userAgent: string;
        };
        /** @description What a person's search looked for besides the key it was given. */
        LookedFor: {
            /** @description E-mail addresses, lower-cased. */
            emails: string[];
            /** @description Full names, lower-cased. */
            names: string[];
            /** @description Phone numbers in E.164. */
            phones: string[];
        };
        /** @description What a retry did. */
        MailRetried: {
            /**
             * Format: int64
             * @description Unsent messages made due now.
             */
            retried: number;
        };
        /** @description How the outbox stands. */
        MailStatus: {
            /** @description Whether e-mail is on (`SMTP_URL` is set). */
            enabled: boolean;
            /**
             * Format: int64
             * @description Of those, the ones that failed at least once.
             */
            failing: number;
            /** @description The newest error among unsent messages. */
            lastError?: string | null;
            /** @description When it happened, RFC 3339 UTC. */
            lastErrorAt?: string | null;
            /**
             * Format: int64
             * @description Messages not sent yet.
             */
            waiting: number;
        };
        /** @description A page of the media library. */
        MediaPage: components["schemas"]["PageInfo"] & {
            /** @description Newest first. */
            items: components["schemas"]["MediaView"][];
        };
        /** @description One copy of an image. */
        MediaSize: {
            /** Format: int64 */
            bytes: number;
            /** Format: int32 */
            height: number;
            url: string;
            /** Format: int32 */
            width: number;
        };
        /** @description The multipart form of an upload. */
        MediaUpload: {
            /** @description What the image shows, for people who cannot see it. */
            alt: string;
            /**
             * Format: binary
             * @description A JPEG, PNG or WebP image, at most 10 MB.
             */
            file: string;
        };
        /** @description One image of the library. */
        MediaView: {
            alt: string;
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            fileName: string;
            /** Format: int32 */
            height: number;
            /** Format: int32 */
            id: number;
            /** @description The image in an article's Markdown. */
            markdown: string;
            /** @description Every copy, narrowest first. */
            sizes: components["schemas"]["MediaSize"][];
            /** Format: int64 */
            sourceBytes: number;
            /** @description What the upload was, read from its bytes, and its size (it is not kept). */
            sourceType: string;
            /** @description The widest copy's address. */
            url: string;
            /** Format: int32 */
            width: number;
        };
        MessageBody: {
            message: string;
        };
        /**
         * @description A batch of Meta Conversions API events, as Meta's `/events` call takes
         *     its body.
         */
        MetaBatch: {
            data: components["schemas"]["MetaEvent"][];
        };
        /** @description A Purchase's or a Paid's value. */
        MetaCustomData: {
            /** @description `INR`. */
            currency: string;
            /**
             * Format: double
             * @description Rupees: the quotation's taxable value, or the money received.
             */
            value: number;
        };
        /** @description One Meta Conversions API event. */
        MetaEvent: {
            /**
             * @description Always `system_generated`: the events come from our records, not
             *     from a browser (a `website` event needs the visitor's browser
             *     string, which is never kept).
             */
            action_source: string;
            custom_data?: null | components["schemas"]["MetaCustomData"];
            /**
             * @description `lead-<enquiry id>` or `won-<quotation id>`: the same in every file,
             *     so an event uploaded twice is counted once.
             */
            event_id: string;
            /**
             * @description `Lead` (an enquiry), `Purchase` (an accepted quotation) or the
             *     custom event `Paid` (money received).
             */
            event_name: string;
            /**
             * Format: int64
             * @description Unix seconds: when the form was sent or the quotation accepted.
             */
            event_time: number;
            user_data: components["schemas"]["MetaUserData"];
        };
        /** @description Who the event is about, as Meta matches them. */
        MetaUserData: {
            /** @description SHA-256 hex of the e-mail, trimmed and lower-cased. */
            em: string[];
            /** @description `fb.1.<the touch's time in milliseconds>.<fbclid>`. */
            fbc: string;
            /**
             * @description SHA-256 hex of the phone, country code and number, digits only
             *     (empty when the number could not be read as one).
             */
            ph?: string[];
        };
        /** A new article */
        NewArticle: {
            fields: components["schemas"]["ArticleFields"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "article";
        };
        /** A new case study */
        NewCaseStudy: {
            fields: components["schemas"]["CaseStudyFields"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "caseStudy";
        };
        NewContentBody: components["schemas"]["NewCaseStudy"] | components["schemas"]["NewTestimonial"] | components["schemas"]["NewArticle"];
        /** @description New enquiries and applications in a period. */
        NewLeads: {
            /** Format: int64 */
            applications: number;
            /** Format: int64 */
            enquiries: number;
        };
        /** A new testimonial */
        NewTestimonial: {
            fields: components["schemas"]["TestimonialFields"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "testimonial";
        };
        NoteBody: {
            /** @description 1 to 5000 characters. */
            text?: string | null;
        };
        /** @description A note issued, with the invoice it names as it now stands. */
        NoteIssued: {
            invoice: components["schemas"]["InvoiceView"];
            note: components["schemas"]["InvoiceNoteView"];
        };
        NoteView: {
            /** @description The author's name when the note was written. */
            author: string;
            /** @description RFC 3339, UTC. */
            createdAt: string;
            /** Format: int32 */
            id: number;
            text: string;
        };
        /** @description An administrator as listed (never the password hash). */
        OriginalAdminView: {
            email: string;
            mobile: string;
            role: string;
            /** Format: int32 */
            user_id: number;
            username: string;
        };
        OriginalApplicationBody: {
            /**
             * Format: int32
             * @description Ignored: the id comes from the address.
             */
            cId?: number | null;
            email?: string | null;
            fullName?: string | null;
            /**
             * @description The language of the page the form was sent from: "hi" answers
             *     refusals in Hindi and keeps the lead as Hindi (its acknowledgement
             *     in Hindi); anything else, or none, is English.
             */
            language?: string | null;
            mobileNumber?: string | null;
            positionApplied?: null | components["schemas"]["PositionIdRef"];
            /** @description Honeypot: leave empty. */
            website?: string | null;
        };
        OriginalApplicationView: {
            /** Format: int32 */
            cId: number;
            email: string;
            fullName: string;
            mobileNumber: string;
            positionApplied: components["schemas"]["PositionRef"];
            /** @description RFC 3339, UTC. */
            submittedAt: string;
        };
        OriginalDepartmentBody: {
            dName?: string | null;
        };
        OriginalDepartmentView: {
            /** Format: int32 */
            dId: number;
            dName: string;
            positions: components["schemas"]["OriginalPositionView"][];
        };
        OriginalEnquiryBody: {
            address?: string | null;
            bEmail?: string | null;
            contactNumber?: string | null;
            fName?: string | null;
            lName?: string | null;
            /**
             * @description The language of the page the form was sent from: "hi" answers
             *     refusals in Hindi and keeps the lead as Hindi (its acknowledgement
             *     in Hindi); anything else, or none, is English.
             */
            language?: string | null;
            message?: string | null;
            selectedService?: null | components["schemas"]["ServiceRef"];
            /** @description Honeypot: leave empty. */
            website?: string | null;
        };
        OriginalEnquiryView: {
            address: string;
            bEmail: string;
            /** Format: int32 */
            bId: number;
            contactNumber: string;
            fName: string;
            lName: string;
            message: string;
            selectedService: components["schemas"]["SelectedService"];
            /** @description RFC 3339, UTC. */
            submittedAt: string;
        };
        OriginalPositionBody: {
            /**
             * Format: int32
             * @description A whole number 0 to 999, as a number or a string of digits.
             */
            numberOfPosts: number;
            posName?: string | null;
        };
        OriginalPositionView: {
            /** @description Applications for this position; present only for administrators. */
            careerPages?: components["schemas"]["OriginalApplicationView"][] | null;
            /** Format: int32 */
            dId: number;
            /** Format: int32 */
            numberOfPosts: number;
            /** Format: int32 */
            posId: number;
            posName: string;
        };
        OriginalServiceView: {
            /** Format: int32 */
            serId: number;
            serviceName: string;
            subServiceName: string;
        };
        /** @description A scheduled item still waiting after its time. */
        OverdueItem: {
            /** Format: int32 */
            id: number;
            path?: string | null;
            /** Format: date-time */
            scheduledAt?: string | null;
            title: string;
        };
        /** @description Human clicks from one page and place on it. */
        PageClicks: {
            /** Format: int64 */
            human: number;
            /** @description The page the link was on; empty when the click named none. */
            path: string;
            /** @description list, detail, article, or unknown. */
            place: string;
        };
        /**
         * @description Where a page of a list stands; every list answer carries these fields
         *     beside its rows.
         */
        PageInfo: {
            /** Format: int64 */
            page: number;
            /**
             * Format: int64
             * @description Pages at this size (at least 1).
             */
            pages: number;
            /** Format: int64 */
            perPage: number;
            /**
             * Format: int64
             * @description Rows matching every filter.
             */
            total: number;
        };
        /** @description The administrator's current password. */
        PasswordBody: {
            password?: string | null;
        };
        PasswordChangeBody: {
            currentPassword?: string | null;
            newPassword?: string | null;
        };
        PasswordChanged: {
            /**
             * Format: int64
             * @description How many of your other sessions were ended.
             */
            endedSessions: number;
            message: string;
        };
        PaymentBody: {
            /**
             * Format: double
             * @description Rupees received, at most two decimals.
             */
            amount: number;
            method?: null | components["schemas"]["PaymentMethod"];
            /** @description YYYY-MM-DD (India); today when absent. */
            on?: string | null;
            /** @description The bank's, UPI's or cheque's reference. */
            reference?: string | null;
            /**
             * Format: double
             * @description Rupees of TDS the client held back.
             */
            tds?: number | null;
            /** @description The section it was held under, as free text (194C, 194J…). */
            tdsSection?: string | null;
        };
        /**
         * @description How a payment came.
         * @enum {string}
         */
        PaymentMethod: "upi" | "bank" | "cheque" | "cash" | "razorpay";
        /** @description A payment as the API shows it. */
        PaymentView: {
            /**
             * Format: double
             * @description Rupees received.
             */
            amount: number;
            createdBy: string;
            /** Format: int32 */
            id: number;
            method: components["schemas"]["PaymentMethod"];
            /** @description YYYY-MM-DD. */
            on: string;
            /**
             * Format: int32
             * @description The receipt voucher, when an advance was set against the invoice.
             */
            receiptId?: number | null;
            reference: string;
            /**
             * Format: double
             * @description Rupees of TDS the client held back (it counts towards settling).
             */
            tds: number;
            tdsSection?: string | null;
        };
        /**
         * @description Everything held about a person: each table's rows with every column (a
         *     CV without its file, which the export carries).
         */
        PeopleView: components["schemas"]["Held"] & {
            /** @description "email", "phone" or "name". */
            by: string;
            /**
             * @description What was looked for: the e-mail lower-cased, the phone in E.164, or
             *     the name lower-cased.
             */
            key: string;
            /**
             * @description Every e-mail, phone and full name the person goes by in their
             *     leads, by which their quotations and mail (the morning digests
             *     among it) were found too.
             */
            lookedFor: components["schemas"]["LookedFor"];
        };
        /** @description What came in over some days. */
        PeriodFigure: components["schemas"]["FigureView"] & {
            /** @description YYYY-MM-DD, both included (a month in progress ends today). */
            from: string;
            /**
             * @description The month ("2026-12") or financial-year quarter ("2026-Q3", October
             *     to December 2026) as the GST files name them.
             */
            period: string;
            to: string;
        };
        PositionBody: {
            name?: string | null;
            /**
             * Format: int32
             * @description A whole number 0 to 999, as a number or a string of digits.
             */
            numberOfPosts: number;
        };
        PositionIdRef: {
            /** Format: int32 */
            posId: number;
        };
        /** @description The position an application was made for, as it was named then. */
        PositionRef: {
            /**
             * Format: int32
             * @description Null once the position was deleted.
             */
            posId: number | null;
            posName: string;
        };
        /** @description A position of a department. */
        PositionView: {
            /** @description Its applications, newest first; only where a call says so. */
            applications?: components["schemas"]["ApplicationView"][] | null;
            /** Format: int32 */
            departmentId: number;
            /** Format: int32 */
            id: number;
            name: string;
            /** Format: int32 */
            numberOfPosts: number;
        };
        ProductBody: {
            active?: boolean | null;
            affiliateLink?: string | null;
            brand?: string | null;
            category?: string | null;
            description?: string | null;
            /**
             * @description A list of http(s) URLs (or one string with a URL per line); the first
             *     is the main image.
             */
            imageUrls?: string[] | null;
            /**
             * Format: double
             * @description Null or "" clears the M.R.P.
             */
            originalPrice?: number | null;
            platform?: string | null;
            /**
             * Format: double
             * @description Rupees, at most two decimals.
             */
            price?: number;
            /**
             * Format: int32
             * @description Our rating with the review: whole stars from 1 to 5; null or ""
             *     removes it. Search engines are shown the review with its rating
             *     only (a review without one is not shown as a review).
             */
            rating?: number | null;
            title?: string | null;
        };
        /** @description A product's clicks over some days. */
        ProductClicks: {
            /**
             * Format: int64
             * @description Crawlers, scripts and requests without a user agent.
             */
            bots: number;
            /** @description Human clicks per day that had any, oldest first. */
            byDay: components["schemas"]["DayClicks"][];
            /** @description Human clicks per page and place, most first. */
            byPage: components["schemas"]["PageClicks"][];
            /**
             * Format: int64
             * @description People, each counted once a day.
             */
            human: number;
            /**
             * Format: int64
             * @description Chat and social apps fetching the link for a preview card.
             */
            previews: number;
        };
        ProductPage: components["schemas"]["PageInfo"] & {
            /**
             * Format: int64
             * @description Active products under the other filters.
             */
            active: number;
            /**
             * @description Every active product whose link check found a problem nobody has
             *     acknowledged, whatever the filters, longest-standing first.
             */
            attention: components["schemas"]["ProductView"][];
            /**
             * Format: int64
             * @description Inactive products under the other filters.
             */
            inactive: number;
            items: components["schemas"]["ProductRow"][];
        };
        /**
         * @description A product as the administrators' list shows it: the product and its
         *     human clicks (`services::affiliate::affiliate_links`) over the last 30 India days.
         */
        ProductRow: components["schemas"]["ProductView"] & {
            /**
             * Format: int64
             * @description Human clicks on its `/go/` link in the last 30 days (India dates,
             *     today included), each visitor once a day.
             */
            clicks30d: number;
        };
        ProductView: {
            active: boolean;
            affiliateLink: string;
            brand: string;
            category: string;
            createdAt: string;
            /** @description Review blocks separated by `|||`; a block may be `heading::text`. */
            description: string;
            health?: null | components["schemas"]["LinkHealthView"];
            /** Format: int32 */
            id: number;
            imageUrls: string[];
            /**
             * Format: double
             * @description Null when the product has no M.R.P.; always sent.
             */
            originalPrice: number | null;
            platform: string;
            /**
             * Format: double
             * @description Rupees, at most two decimals.
             */
            price: number;
            /**
             * Format: int32
             * @description Our rating with the review, 1 to 5 stars; left out when there is
             *     none (so the original client's answers stay as they were).
             */
            rating?: number | null;
            title: string;
            updatedAt: string;
        };
        QuoteBody: {
            clientAddress?: string | null;
            clientGstin?: string | null;
            /** @description The client's legal name. */
            clientName?: string | null;
            /** @description A state or union territory, as named in the GST list ("Bihar"). */
            clientState?: string | null;
            /**
             * Format: int32
             * @description The enquiry (bId) the quote answers.
             */
            leadId: number;
            lines?: components["schemas"]["QuoteLineBody"][] | null;
            /** @description YYYY-MM-DD (India date); 15 days from today when absent. */
            validUntil?: string | null;
        };
        QuoteLineBody: {
            description?: string | null;
            /**
             * Format: double
             * @description Rupees off the line, at most the line's amount.
             */
            discount?: number | null;
            /**
             * Format: double
             * @description GST rate in per cent: 0, 5, 12, 18 (the default) or 28.
             */
            gstRate?: number | null;
            /**
             * Format: double
             * @description Up to three decimals.
             */
            quantity: number;
            /** @description The service's SAC code (4 to 8 digits), such as 998361. */
            sac?: string | null;
            /**
             * Format: double
             * @description Rupees, at most two decimals.
             */
            unitPrice: number;
        };
        QuoteLineView: {
            /** Format: double */
            cgst: number;
            description: string;
            /** Format: double */
            discount: number;
            /**
             * Format: double
             * @description Per cent.
             */
            gstRate: number;
            /** Format: double */
            igst: number;
            /** Format: double */
            quantity: number;
            sac: string;
            /** Format: double */
            sgst: number;
            /** Format: double */
            taxable: number;
            /** Format: double */
            unitPrice: number;
        };
        /** @description One page of quotations. */
        QuotePageView: components["schemas"]["PageInfo"] & {
            /** @description Newest first. */
            items: components["schemas"]["QuoteView"][];
        };
        /**
         * @description Where a quote stands for its client: a sent quote is open until it
         *     is answered, runs out (expired) or a newer version is sent
         *     (superseded); withdrawn once an administrator withdrew its link, or
         *     a newer version was sent to a different client.
         * @enum {string}
         */
        QuoteStanding: "draft" | "open" | "accepted" | "declined" | "expired" | "superseded" | "withdrawn";
        /**
         * @description Where a quote stands for the administrators, in the quotations
         *     list: a draft; sent and not yet opened, or opened by the client;
         *     accepted or declined; expired unanswered; revised (a newer version
         *     was sent, to the same client or another); or withdrawn (its link
         *     was withdrawn). Filters and rows use the same words, so a row always
         *     shows the state it was filtered by.
         * @enum {string}
         */
        QuoteState: "draft" | "sent" | "opened" | "accepted" | "declined" | "expired" | "revised" | "withdrawn";
        /**
         * @description A quote's stored status: made, sent to the client, and the client's
         *     answer.
         * @enum {string}
         */
        QuoteStatus: "draft" | "sent" | "accepted" | "declined";
        /** @description A quote's totals in rupees. */
        QuoteTotals: {
            /** Format: double */
            cgst: number;
            /** Format: double */
            igst: number;
            /** Format: double */
            sgst: number;
            /** Format: double */
            taxable: number;
            /** Format: double */
            total: number;
        };
        QuoteView: {
            /** Format: date-time */
            acceptedAt?: string | null;
            acceptedFrom?: string | null;
            /** @description The name the client typed to accept. */
            acceptedName?: string | null;
            agencyState: string;
            /** @description "Rupees One Lakh Eighteen Thousand Only". */
            amountInWords: string;
            clientAddress: string;
            clientGstin?: string | null;
            clientName: string;
            clientState: string;
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            declineReason?: string | null;
            /** Format: date-time */
            declinedAt?: string | null;
            /** Format: int32 */
            id: number;
            /**
             * Format: int32
             * @description The invoice made from it (an accepted quotation's, a cancelled one
             *     aside), so a second is not asked for.
             */
            invoiceId?: number | null;
            /** Format: int32 */
            leadId?: number | null;
            lines: components["schemas"]["QuoteLineView"][];
            /** @description The client's private link. */
            link: string;
            /** @description "VD/2026-27/0001", a revision "VD/2026-27/0001-R1". */
            number: string;
            /** Format: date-time */
            openedAt?: string | null;
            /** Format: date-time */
            renewalAskedAt?: string | null;
            /**
             * Format: int32
             * @description 0 for the first version.
             */
            revision: number;
            /**
             * Format: date-time
             * @description When an administrator withdrew the client's link (it answers 410
             *     since), and who.
             */
            revokedAt?: string | null;
            revokedBy?: string | null;
            /** Format: date-time */
            sentAt?: string | null;
            /** @description Where it stands for the client. */
            standing: components["schemas"]["QuoteStanding"];
            /** @description Where it stands for the administrators (the quotations list's word). */
            state: components["schemas"]["QuoteState"];
            status: components["schemas"]["QuoteStatus"];
            /** @description The client's private link's token. */
            token: string;
            totals: components["schemas"]["QuoteTotals"];
            /** @description YYYY-MM-DD. */
            validUntil: string;
        };
        RateBody: {
            /**
             * Format: double
             * @description 0, 5, 12, 18 (the default) or 28.
             */
            gstRate?: number | null;
            /**
             * Format: double
             * @description Rupees, at most two decimals; null or absent: priced on each quote.
             */
            price?: number | null;
            /** @description 4 to 8 digits; null or absent: none yet. */
            sac?: string | null;
        };
        /**
         * @description What a quote is built from: the rate card, the states a client may be
         *     in, and the agency's own (the place of supply is taxed against it).
         */
        RateCard: {
            agencyState: string;
            services: components["schemas"]["RateView"][];
            /** @description The states and union territories as the GST list names them. */
            states: string[];
        };
        /** @description One service of the catalogue with its rate card. */
        RateView: {
            /**
             * Format: double
             * @description Per cent.
             */
            gstRate: number;
            /**
             * Format: int32
             * @description The service's id.
             */
            id: number;
            /**
             * Format: double
             * @description Rupees; none: priced on each quote.
             */
            price?: number | null;
            sac?: string | null;
            serviceName: string;
            subServiceName: string;
        };
        ReceiptBody: {
            /**
             * Format: double
             * @description Rupees received, tax included.
             */
            amount: number;
            /** @description The place of supply. */
            clientState?: string | null;
            /** @description What the advance is for. */
            description?: string | null;
            /**
             * Format: double
             * @description GST rate in per cent: 0, 5, 12, 18 (the default) or 28.
             */
            gstRate?: number | null;
            /**
             * Format: int32
             * @description The enquiry (bId) that paid the advance.
             */
            leadId: number;
            method?: null | components["schemas"]["PaymentMethod"];
            /** @description YYYY-MM-DD (India); today when absent. */
            on?: string | null;
            reference?: string | null;
            /** @description The service's SAC code. */
            sac?: string | null;
        };
        /** @description What clients owe and what came in. */
        ReceivablesView: {
            /** @description Outstanding by client, the most owed first. */
            clients: components["schemas"]["ClientReceivable"][];
            collected: components["schemas"]["Collected"];
            /** @description Every client's outstanding money together. */
            outstanding: components["schemas"]["AgeingView"];
            /**
             * @description TDS clients held back, by financial-year quarter of the day paid:
             *     the present quarter first, back to the first of the last financial
             *     year.
             */
            tdsByQuarter: components["schemas"]["PeriodFigure"][];
            /** @description The India day the figures are counted on. */
            today: string;
        };
        RefundBody: {
            /**
             * Format: double
             * @description Rupees paid back, tax included: at most what is left of the advance.
             */
            amount: number;
            /** @description Why it is paid back (3 to 500 characters). */
            reason?: string | null;
        };
        /** @description A refund voucher paying back some of an advance. */
        RefundView: {
            /**
             * Format: double
             * @description Rupees paid back.
             */
            amount: number;
            /** Format: int32 */
            id: number;
            /** @description YYYY-MM-DD. */
            issuedOn?: string | null;
            /** @description "RF/2026-27/0001". */
            number: string;
        };
        /** @description A lead's wait for its first answer, counted in the opening hours only. */
        ResponseClock: {
            /**
             * Format: int64
             * @description Business minutes from its arrival to its first answer, or to now
             *     while it waits.
             */
            businessMinutes: number;
            /**
             * Format: int32
             * @description `RESPONSE_TARGET_MINUTES`.
             */
            targetMinutes: number;
            /** @description Still waiting: not answered and not held as spam. */
            waiting: boolean;
            /** @description Whether the answer came (or can still come) within the target. */
            withinTarget: boolean;
        };
        /**
         * @description The response clock over the leads (enquiries and applications, spam left
         *     out) that arrived in one week.
         */
        ResponseFigures: {
            /** Format: int64 */
            answered: number;
            /** Format: int64 */
            leads: number;
            /**
             * Format: int64
             * @description The median of the answered leads' waits; null while none is answered.
             */
            medianMinutes?: number | null;
            /**
             * Format: double
             * @description within ÷ (answered + still waiting past the target); null when none
             *     of them is known yet.
             */
            shareWithinTarget?: number | null;
            /** Format: int32 */
            targetMinutes: number;
            /**
             * Format: int64
             * @description Answered within `RESPONSE_TARGET_MINUTES`.
             */
            withinTarget: number;
        };
        /** @description One revision in an item's history. */
        RevisionView: {
            authorName: string;
            /** Format: date-time */
            createdAt: string;
            fields: components["schemas"]["ContentFields"];
            /** @description "Draft saved", "Restored from revision 3", "First edition (content files)". */
            note: string;
            /** Format: int32 */
            number: number;
        };
        /**
         * @description What a salary figure is paid for.
         * @enum {string}
         */
        SalaryPeriod: "MONTH" | "YEAR";
        ScheduleBody: {
            /** @description When to publish: an RFC 3339 time ("2026-12-01T09:30:00+05:30"). */
            at: string;
        };
        /**
         * @description A screen of the administrator area, by the key the table names it with.
         * @enum {string}
         */
        ScreenKey: "login" | "registration" | "home" | "enquiryUpdate" | "careerUpdate" | "careers" | "departments" | "admins" | "services" | "affiliates" | "affiliateAdd" | "affiliateUpdate" | "enquiryList" | "applicationList" | "leadPage" | "applicationPage" | "quotes" | "invoices" | "invoicePage" | "receivables" | "analytics" | "account" | "audit" | "content" | "contentPages" | "contentStories" | "contentArticles" | "contentNew" | "contentEdit" | "media" | "businessDetails" | "backups" | "people" | "notFound" | "forbidden";
        /** @description What a right password answers (202) when a second step is needed. */
        SecondStep: {
            message: string;
            /**
             * @description "code": enter the authenticator app's code (or a recovery code);
             *     "enrol": set up an authenticator app first (`REQUIRE_2FA`).
             */
            twoFactor: string;
        };
        /** @description The service an enquiry chose, as it was named when the enquiry was made. */
        SelectedService: {
            /**
             * Format: int32
             * @description Null once the service was deleted; the names are a snapshot.
             */
            serId: number | null;
            serviceName: string;
            subServiceName: string;
        };
        /** @description An invoice sent, and whether a letter went. */
        SentInvoice: components["schemas"]["InvoiceView"] & {
            /**
             * @description Whether a letter with the PDF went to the outbox (false while
             *     e-mail is off: share the link yourself).
             */
            emailed: boolean;
        };
        SentQuote: components["schemas"]["QuoteView"] & {
            /**
             * @description Whether a letter with the PDF went to the outbox (false while
             *     e-mail is off: share the link yourself).
             */
            emailed: boolean;
        };
        ServiceBody: {
            serviceName?: string | null;
            subServiceName?: string | null;
        };
        ServiceCount: {
            /** Format: int64 */
            count: number;
            /** @description "Service - Sub-service", as chosen at the time. */
            service: string;
        };
        /** Service page */
        ServicePageFields: {
            /**
             * Card text
             * @description Shown on the hub and under related services.
             */
            cardText: string;
            /**
             * Description
             * @description The snippet under the title in search results: 70 to 160 characters.
             */
            description: string;
            /** Questions and answers */
            faq: {
                /** Answer */
                a: string;
                /** Question */
                q: string;
            }[];
            /**
             * Group
             * @description Pages of one group are each other's related services; a hub lists its groups.
             */
            group: string;
            /** Main heading (h1) */
            h1: string;
            /**
             * Illustration
             * @description One of the site's illustrations: amazon, catalogue, digital, flipkart, image, marketplace, photo or web.
             */
            image: string;
            /** What's included */
            included: {
                /** Heading */
                heading: string;
                /** Items */
                items: string[];
            };
            /** Lead paragraph */
            lead: string;
            /** Name in menus and cards */
            navTitle: string;
            /** Process steps */
            process: {
                /** Text */
                text: string;
                /** Title */
                title: string;
            }[];
            /** Sections */
            sections: {
                /** Heading */
                heading: string;
                /** Paragraphs */
                paragraphs: string[];
            }[];
            /** Service type (for search engines) */
            serviceType: string;
            /** Who it suits */
            suits: {
                /** Heading */
                heading: string;
                /** Items */
                items: string[];
            };
            /**
             * Page title
             * @description Shown in search results and the browser tab; up to 60 characters. Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.
             */
            title: string;
        };
        ServiceRef: {
            /**
             * Format: int32
             * @description The service's id (an integer).
             */
            serId: number;
        };
        /** @description A service of the catalogue. */
        ServiceView: {
            /** Format: int32 */
            id: number;
            serviceName: string;
            subServiceName: string;
        };
        /**
         * @description The administrator behind a session, as login and the session check
         *     answer.
         */
        SessionUser: {
            email: string;
            /** Format: int32 */
            user_id: number;
            username: string;
        };
        SessionsEnded: {
            /** Format: int64 */
            endedSessions: number;
        };
        /** @description A translation's English source. */
        SourceView: {
            /**
             * @description The source's fields that changed from `savedAgainst` to
             *     `publishedRevision`, leaf by leaf (empty while current).
             */
            changes: components["schemas"]["FieldChangeView"][];
            /** Format: int32 */
            id: number;
            path?: string | null;
            /**
             * Format: int32
             * @description The source's published revision now.
             */
            publishedRevision?: number | null;
            /**
             * Format: int32
             * @description The source's published revision the translation was last saved
             *     against.
             */
            savedAgainst?: number | null;
            /**
             * @description `current` or `outdated` (published again since the translation was
             *     last saved).
             */
            state: components["schemas"]["TranslationState"];
            /** @description Its title as visitors read it. */
            title: string;
        };
        /** @description What a spend file stored. */
        SpendImported: {
            /** @description Distinct days among them. */
            days: number;
            /** @description The first and last day, YYYY-MM-DD (India dates). */
            from: string;
            /**
             * @description Rows stored (each replacing the cost held for its day, source,
             *     medium and campaign).
             */
            rows: number;
            to: string;
            /**
             * Format: double
             * @description The file's cost in rupees.
             */
            total: number;
        };
        /** @description The multipart form of a spend import. */
        SpendUpload: {
            /**
             * Format: binary
             * @description A CSV with the header `date,source,medium,campaign,cost`: one row per
             *     India day (YYYY-MM-DD) and channel, the cost in rupees with at most
             *     two decimals; UTF-8, with or without a BOM; at most 1 MB and 20,000
             *     rows.
             */
            file: string;
        };
        /** @description How many leads one status holds under the current filters. */
        StatusCount: {
            /** Format: int64 */
            count: number;
            status: components["schemas"]["LeadStatus"];
        };
        /** @description What the site makes of a pasted link. */
        TagCheck: {
            foreignTag: null | components["schemas"]["ForeignTagView"];
            /** @description The address a click is sent to, with our tags put on. */
            sentAs: string;
        };
        /** Testimonial */
        TestimonialFields: {
            /** Business */
            business: string;
            /** City */
            city: string;
            /**
             * The client agreed to publication
             * @description Without it the testimonial is never shown.
             */
            consent: boolean;
            /** Name */
            name: string;
            /**
             * Service pages it belongs beside
             * @description Addresses such as /amazon/advertising.
             */
            services?: string[];
            /** What they said */
            text: string;
        };
        /** @description A content item waiting for its scheduled time. */
        TodayContent: {
            /** @description Its editor. */
            href: string;
            /** Format: int32 */
            id: number;
            kind: components["schemas"]["ContentKind"];
            /** @description Its time has passed and it is not live yet. */
            overdue: boolean;
            /** Format: date-time */
            scheduledAt?: string | null;
            /** @description As visitors will read it, placeholders filled. */
            title: string;
        };
        /** @description A short list of unpaid invoices and how many match in all. */
        TodayInvoices: {
            /** @description The earliest due first; each opens at its `href`. */
            items: components["schemas"]["InvoiceBrief"][];
            /** Format: int64 */
            total: number;
        };
        /** @description A lead on Today: its summary, its list and the admin address of its page. */
        TodayLead: components["schemas"]["LeadSummary"] & {
            /**
             * Format: int64
             * @description How long it has waited for its first answer, in business minutes
             *     (only in the waiting lists).
             */
            businessMinutes?: number | null;
            /** @description The lead's page in the administrator area. */
            href: string;
            /** @description `enquiries` or `applications`. */
            list: string;
        };
        /** @description A short list of leads and how many match in all. */
        TodayLeads: {
            items: components["schemas"]["TodayLead"][];
            /** Format: int64 */
            total: number;
            /** @description False when `total` is a lower bound. */
            totalExact: boolean;
        };
        /** @description An affiliate product whose link check found a problem. */
        TodayLink: {
            health: components["schemas"]["LinkHealthView"];
            /** @description Its edit page, where it can be checked again or acknowledged. */
            href: string;
            /** Format: int32 */
            id: number;
            title: string;
        };
        /** @description A quotation sent and not yet answered. */
        TodayQuote: {
            clientName: string;
            /** @description Its last day is within three days. */
            expiresSoon: boolean;
            /**
             * @description The enquiry's page, where the quotation is; null once the enquiry
             *     is gone.
             */
            href?: string | null;
            /** Format: int32 */
            id: number;
            number: string;
            /**
             * Format: date-time
             * @description When the client first opened it; null while unopened.
             */
            openedAt?: string | null;
            /**
             * Format: date-time
             * @description RFC 3339, UTC.
             */
            sentAt?: string | null;
            /**
             * Format: double
             * @description In rupees.
             */
            total: number;
            /** @description YYYY-MM-DD (India date): its last day. */
            validUntil: string;
        };
        /** @description What needs an administrator now. */
        TodayView: {
            /**
             * @description Affiliate links found broken, sent to the marketplace's home page or
             *     stripped of our tag, and not yet acknowledged, longest-standing first.
             */
            brokenLinks: components["schemas"]["TodayLink"][];
            /** @description Follow-ups due today or overdue, earliest first. */
            followUps: components["schemas"]["TodayLeads"];
            /** @description Unpaid invoices due from today to Sunday (the India week). */
            invoicesDueThisWeek: components["schemas"]["TodayInvoices"];
            /** @description Quotations sent and not answered, the soonest to expire first. */
            openQuotes: components["schemas"]["TodayQuote"][];
            /** Format: int64 */
            openQuotesTotal: number;
            /**
             * @description Issued invoices past their due day and not settled, the longest
             *     overdue first.
             */
            overdueInvoices: components["schemas"]["TodayInvoices"];
            /** @description Content scheduled to go live, overdue first. */
            scheduled: components["schemas"]["TodayContent"][];
            /**
             * Format: int32
             * @description `RESPONSE_TARGET_MINUTES`, in business minutes.
             */
            targetMinutes: number;
            /** @description Applications still waiting for their first answer, longest first. */
            waitingApplications: components["schemas"]["TodayLeads"];
            /** @description Enquiries still waiting for their first answer, longest first. */
            waitingEnquiries: components["schemas"]["TodayLeads"];
        };
        /**
         * @description Which of a lead's touches is credited with the lead, its won
         *     quotation and its revenue: the first (locked when the lead arrived)
         *     or the last before it wrote to us.
         * @enum {string}
         */
        TouchModel: "first" | "last";
        /**
         * @description One arrival from outside the site that brought a lead: an advert's
         *     tags, a click id, another site's link. Absent values are null.
         */
        TouchView: {
            /** @description RFC 3339, UTC. */
            at: string;
            campaign?: string | null;
            content?: string | null;
            fbclid?: string | null;
            gbraid?: string | null;
            gclid?: string | null;
            /** @description The page landed on. */
            landingPath?: string | null;
            /**
             * @description The touch in one line for the screens, the visitor's words as plain
             *     words (no scheme or e-mail address, hosts written `google[.]com`,
             *     each at most 60 characters): "google / cpc, campaign diwali, from
             *     l[.]facebook[.]com, landed on /contacts". The fields above keep
             *     what was recorded.
             */
            line: string;
            /**
             * @description `utm_medium`, or `cpc`, `paid-social`, `organic`, `social`,
             *     `referral` as read from the click id or the referring site.
             */
            medium?: string | null;
            /** @description The referring site's host. */
            referrer?: string | null;
            /**
             * @description `utm_source`, or the source read from the click id or the referring
             *     site (`google`, `facebook`, `patnabusiness.in`); `"direct"` for a
             *     visit with no touch at all.
             */
            source: string;
            term?: string | null;
            wbraid?: string | null;
        };
        TranslationBody: {
            /**
             * @description The language to translate into: hi.
             * @example hi
             */
            language: string;
        };
        /**
         * @description Where a translation stands against its English source: `missing`
         *     (no item in that language names the source), `current` (saved
         *     against the source's published revision), `outdated` (the source was
         *     published again since the translation was last saved).
         * @enum {string}
         */
        TranslationState: "missing" | "current" | "outdated";
        /** @description An English item's translation into one language. */
        TranslationView: {
            /**
             * Format: int32
             * @description The translation's id, when there is one.
             */
            id?: number | null;
            language: components["schemas"]["Language"];
            /** @description The translation's address (the English one under `/hi`). */
            path?: string | null;
            /**
             * @description `missing`: no translation yet; `current`: saved against the
             *     source's published revision; `outdated`: the source was published
             *     again since the translation was last saved.
             */
            state: components["schemas"]["TranslationState"];
        };
        /** @description What a colleague's reset did. */
        TwoFactorReset: {
            /**
             * Format: int64
             * @description How many of the colleague's sessions were ended.
             */
            endedSessions: number;
            message: string;
        };
        TwoFactorStatus: {
            enabled: boolean;
            /**
             * Format: int64
             * @description Unused recovery codes.
             */
            recoveryCodesLeft: number;
            /** @description True when `REQUIRE_2FA` is on (it cannot be turned off then). */
            required: boolean;
        };
        /** @description One piece of the writing assistant's advice. */
        Warning: {
            /** @description The field it is about, as the API names it. */
            field: string;
            warning: string;
        };
        /** @description What became of a webhook. */
        WebhookAnswer: {
            /**
             * @description Whether a payment was recorded (false for another event, or one
             *     recorded before).
             */
            recorded: boolean;
        };
        /** @description One week of the chart. */
        WeekCount: {
            /** Format: int64 */
            applications: number;
            /** Format: int64 */
            enquiries: number;
            /** @description The Monday that starts the week, YYYY-MM-DD. */
            weekStart: string;
        };
        /**
         * @description Where the work is done.
         * @enum {string}
         */
        WorkLocation: "office" | "remote" | "hybrid";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    account_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    account_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Disabled"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    account_enable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnableBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enabled"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    account_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrolmentView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    account_change_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    account_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginSessionView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    account_end_other_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    account_end_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_list_admins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_enabled_admins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTwoFactor"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_delete_admin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_set_access: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorReset"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_create_product: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_active_products: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"][];
                };
            };
        };
    };
    affiliate_all_products: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_aff_tag_check: {
        parameters: {
            query?: {
                /** @description The link as pasted in the product form. */
                link?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagCheck"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_one_product: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_delete_product: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_aff_acknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkHealthView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_aff_check: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkHealthView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_aff_clicks: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (India date); default: 29 days before the last. */
                from?: string;
                /** @description Last day, YYYY-MM-DD (India date); default: today. */
                to?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductClicks"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_update_product: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_alldepts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalDepartmentView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    analytics_report: {
        parameters: {
            query?: {
                /**
                 * @description First day, YYYY-MM-DD (India date); 29 days before `to` when
                 *     missing.
                 */
                from?: string;
                /**
                 * @description Last day, YYYY-MM-DD (India date), at most 400 days after `from`;
                 *     today when missing.
                 */
                to?: string;
                /** @description Which touch of a lead earns its credit: `first` (default) or `last`. */
                model?: components["schemas"]["TouchModel"];
                /** @description 1-based page number. */
                page?: string;
                /** @description Rows per page, 1 to 100 (25 by default). */
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    analytics_google_conversions: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (India date); default: 29 days before the last. */
                from?: string;
                /** @description Last day, YYYY-MM-DD (India date); default: today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A day not written YYYY-MM-DD, or the last before the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    analytics_google_enhanced: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (India date); default: 29 days before the last. */
                from?: string;
                /** @description Last day, YYYY-MM-DD (India date); default: today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A day not written YYYY-MM-DD, or the last before the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    analytics_meta_events: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (India date); default: 29 days before the last. */
                from?: string;
                /** @description Last day, YYYY-MM-DD (India date); default: today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaBatch"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A day not written YYYY-MM-DD, or the last before the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    analytics_import_spend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SpendUpload"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpendImported"];
                };
            };
            /** @description Not a readable multipart form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The file is larger than 1 MB, or the request than uploads may be. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not a multipart form. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No file, not a spend CSV, or bad rows: every one named. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_application_page: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: string;
                /** @description Rows per page, 1 to 100 (25 by default). */
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationPage"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_one_application: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_delete_application: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_update_application: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_download_cv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    audit_list: {
        parameters: {
            query?: {
                /** @description Part of the administrator's e-mail or name, the call or the fields. */
                q?: string;
                /** @description One kind of entry, exactly as listed in `actions`. */
                action?: string;
                /** @description First day, YYYY-MM-DD (India date). */
                from?: string;
                /** @description Last day, YYYY-MM-DD (India date). */
                to?: string;
                /** @description 1-based page number. */
                page?: string;
                /** @description Rows per page, 1 to 100 (25 by default). */
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPageView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    backups_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupStatus"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_check_auth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthStatus"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentSummary"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewContentBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDetail"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_business: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDetail"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_overdue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverdueItem"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_page: {
        parameters: {
            query?: {
                /** @description One kind or several, comma-separated (`servicePage,hub,home,about`). */
                kind?: string;
                /** @description draft, published or scheduled. */
                status?: components["schemas"]["ContentStatus"];
                /** @description en or hi: the items written in it. */
                language?: string;
                /**
                 * @description missing, current or outdated: English items with a translation in
                 *     that state (or missing one), and translations in it themselves.
                 */
                translation?: components["schemas"]["TranslationState"];
                /**
                 * @description Words that must each appear in the latest revision's fields or the
                 *     address.
                 */
                q?: string;
                /** @description 1-based page number. */
                page?: string;
                /** @description Rows per page, 1 to 100 (25 by default). */
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPage"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDetail"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_save_draft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDetail"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDetail"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_revisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionView"][];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                n: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDetail"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDetail"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_translate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranslationBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDetail"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_unpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDetail"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_create_admin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAdminBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalAdminView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    services_create_service: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalServiceView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    services_delete_service: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ser_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enquiries_delete_enquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                b_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_deletecarp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                c_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_deleteuser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_admin_departments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_add_department: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_adddep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalDepartmentBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalDepartmentView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_deletedept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                d_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_deletepos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pos_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_delete_department: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_add_position: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PositionBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enquiries_page: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: string;
                /** @description Rows per page, 1 to 100 (25 by default). */
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnquiryPage"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enquiries_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnquiryView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enquiries_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enquiries_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnquiryBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnquiryView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leads_applications: {
        parameters: {
            query?: {
                /** @description Search in names, e-mail, phone, message, service or position. */
                q?: string;
                /**
                 * @description One status of the list's kind, exactly as listed (Spam shows the
                 *     spam view).
                 */
                status?: components["schemas"]["LeadStatus"];
                /** @description "true" for the leads held as spam. */
                spam?: string;
                /** @description A service id (enquiries) or position id (applications). */
                topic?: string;
                /** @description An administrator's id, or "none" for unassigned leads. */
                assignee?: string;
                /** @description "true": only leads assigned to the caller. */
                mine?: string;
                /** @description "today": open leads whose follow-up is today or overdue. */
                due?: string;
                /** @description First day, YYYY-MM-DD (India date). */
                from?: string;
                /** @description Last day, YYYY-MM-DD (India date). */
                to?: string;
                /**
                 * @description "true": only leads still waiting for their first answer (longest
                 *     wait first unless `sort` says otherwise).
                 */
                waiting?: string;
                /** @description newest (default), oldest, name, -name, status, followUp. */
                sort?: string;
                /**
                 * @description The analytics report's channel: only leads whose credited touch
                 *     (`model`) came from this source ("direct" includes leads with no
                 *     touch).
                 */
                source?: string;
                /** @description With `source`: this medium; given empty, none. */
                medium?: string;
                /** @description With `source`: this campaign; given empty, none. */
                campaign?: string;
                /** @description Only leads whose credited touch landed on this path. */
                landing?: string;
                /** @description The touch credited: `first` (default) or `last`. */
                model?: components["schemas"]["TouchModel"];
                /**
                 * @description "true": only enquiries whose quotation was accepted, `from` and `to`
                 *     then being the days it was accepted.
                 */
                won?: string;
                /**
                 * @description Comma-separated ids, at most `MAX_IDS`: only these leads (a list's
                 *     ticked rows, for their export).
                 */
                ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leads_enquiries: {
        parameters: {
            query?: {
                /** @description Search in names, e-mail, phone, message, service or position. */
                q?: string;
                /**
                 * @description One status of the list's kind, exactly as listed (Spam shows the
                 *     spam view).
                 */
                status?: components["schemas"]["LeadStatus"];
                /** @description "true" for the leads held as spam. */
                spam?: string;
                /** @description A service id (enquiries) or position id (applications). */
                topic?: string;
                /** @description An administrator's id, or "none" for unassigned leads. */
                assignee?: string;
                /** @description "true": only leads assigned to the caller. */
                mine?: string;
                /** @description "today": open leads whose follow-up is today or overdue. */
                due?: string;
                /** @description First day, YYYY-MM-DD (India date). */
                from?: string;
                /** @description Last day, YYYY-MM-DD (India date). */
                to?: string;
                /**
                 * @description "true": only leads still waiting for their first answer (longest
                 *     wait first unless `sort` says otherwise).
                 */
                waiting?: string;
                /** @description newest (default), oldest, name, -name, status, followUp. */
                sort?: string;
                /**
                 * @description The analytics report's channel: only leads whose credited touch
                 *     (`model`) came from this source ("direct" includes leads with no
                 *     touch).
                 */
                source?: string;
                /** @description With `source`: this medium; given empty, none. */
                medium?: string;
                /** @description With `source`: this campaign; given empty, none. */
                campaign?: string;
                /** @description Only leads whose credited touch landed on this path. */
                landing?: string;
                /** @description The touch credited: `first` (default) or `last`. */
                model?: components["schemas"]["TouchModel"];
                /**
                 * @description "true": only enquiries whose quotation was accepted, `from` and `to`
                 *     then being the days it was accepted.
                 */
                won?: string;
                /**
                 * @description Comma-separated ids, at most `MAX_IDS`: only these leads (a list's
                 *     ticked rows, for their export).
                 */
                ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_gstr1_sheet: {
        parameters: {
            query?: {
                /** @description A month, YYYY-MM. */
                month?: string;
                /**
                 * @description A quarter of the financial year that starts in April of YYYY:
                 *     YYYY-Q1 is April to June, YYYY-Q4 January to March of the next year.
                 */
                quarter?: string;
            };
            header?: never;
            path: {
                /** @description The sheet's file: b2b.csv, b2cl.csv, b2cs.csv, cdnr.csv, cdnur.csv, at.csv, atadj.csv, hsn-b2b.csv, hsn-b2c.csv or docs.csv. */
                sheet: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    products_products: {
        parameters: {
            query?: {
                /** @description Search in title, brand, category and platform. */
                q?: string;
                /** @description Exact category. */
                category?: string;
                /** @description Exact platform. */
                platform?: string;
                /** @description "true" or "false". */
                active?: string;
                /** @description newest (default), oldest, title, price, -price. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_sales_register: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (India date); default: 29 days before the last. */
                from?: string;
                /** @description Last day, YYYY-MM-DD (India date); default: today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_tally: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (India date); default: 29 days before the last. */
                from?: string;
                /** @description Last day, YYYY-MM-DD (India date); default: today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admins_getalla: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalAdminView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enquiries_list_enquiries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalEnquiryView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_getallcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalApplicationView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_list: {
        parameters: {
            query?: {
                /** @description Only the invoices in this status. */
                status?: components["schemas"]["InvoiceStatus"];
                /** @description Issued on or after this India day (YYYY-MM-DD); drafts are left out. */
                from?: string;
                /** @description Issued on or before this India day (YYYY-MM-DD). */
                to?: string;
                /** @description 1-based page number. */
                page?: string;
                /** @description Rows per page, 1 to 100 (25 by default). */
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePageView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_credit_note: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorrectionBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoteIssued"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_debit_note: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorrectionBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoteIssued"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_issue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_pay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": number[];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentInvoice"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leads_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leads_list: {
        parameters: {
            query?: {
                /** @description Search in names, e-mail, phone, message, service or position. */
                q?: string;
                /**
                 * @description One status of the list's kind, exactly as listed (Spam shows the
                 *     spam view).
                 */
                status?: components["schemas"]["LeadStatus"];
                /** @description "true" for the leads held as spam. */
                spam?: string;
                /** @description A service id (enquiries) or position id (applications). */
                topic?: string;
                /** @description An administrator's id, or "none" for unassigned leads. */
                assignee?: string;
                /** @description "true": only leads assigned to the caller. */
                mine?: string;
                /** @description "today": open leads whose follow-up is today or overdue. */
                due?: string;
                /** @description First day, YYYY-MM-DD (India date). */
                from?: string;
                /** @description Last day, YYYY-MM-DD (India date). */
                to?: string;
                /**
                 * @description "true": only leads still waiting for their first answer (longest
                 *     wait first unless `sort` says otherwise).
                 */
                waiting?: string;
                /** @description newest (default), oldest, name, -name, status, followUp. */
                sort?: string;
                /**
                 * @description The analytics report's channel: only leads whose credited touch
                 *     (`model`) came from this source ("direct" includes leads with no
                 *     touch).
                 */
                source?: string;
                /** @description With `source`: this medium; given empty, none. */
                medium?: string;
                /** @description With `source`: this campaign; given empty, none. */
                campaign?: string;
                /** @description Only leads whose credited touch landed on this path. */
                landing?: string;
                /** @description The touch credited: `first` (default) or `last`. */
                model?: components["schemas"]["TouchModel"];
                /**
                 * @description "true": only enquiries whose quotation was accepted, `from` and `to`
                 *     then being the days it was accepted.
                 */
                won?: string;
                /**
                 * @description Comma-separated ids, at most `MAX_IDS`: only these leads (a list's
                 *     ticked rows, for their export).
                 */
                ids?: string;
                /** @description 1-based page number. */
                page?: string;
                /** @description Rows per page, 1 to 100 (25 by default). */
                perPage?: string;
            };
            header?: never;
            path: {
                /** @description enquiries or applications */
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadPage"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leads_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description enquiries or applications */
                kind: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetail"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leads_change: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description enquiries or applications */
                kind: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadChangeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetail"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leads_record_contact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description enquiries or applications */
                kind: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leads_add_note: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description enquiries or applications */
                kind: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoteBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoteView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondStep"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_second_step: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mail_retry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailRetried"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mail_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailStatus"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    media_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    media_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MediaUpload"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    media_page: {
        parameters: {
            query?: {
                /** @description Part of the file name or the alt text. */
                q?: string;
                /** @description 1-based page number. */
                page?: string;
                /** @description Rows per page, 1 to 100 (25 by default). */
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaPage"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    media_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    people_find: {
        parameters: {
            query?: {
                /** @description An e-mail address, a phone number or a full name (first and last). */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    people_erase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EraseBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasedView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    people_export: {
        parameters: {
            query?: {
                /** @description The person's e-mail address. */
                email?: string;
                /** @description Or their phone number. */
                phone?: string;
                /** @description Or their full name (first and last). */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_admin_positions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_job_pages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobPageView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_delete_position: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_job_details: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_update_job_details: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    products_product_list: {
        parameters: {
            query?: {
                /** @description Search in title, brand, category and platform. */
                q?: string;
                /** @description Exact category. */
                category?: string;
                /** @description Exact platform. */
                platform?: string;
                /** @description "true" or "false". */
                active?: string;
                /** @description newest (default), oldest, title, price, -price. */
                sort?: string;
                /** @description 1-based page number. */
                page?: string;
                /** @description Rows per page, 1 to 100 (25 by default). */
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_tag_check: {
        parameters: {
            query?: {
                /** @description The link as pasted in the product form. */
                link?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagCheck"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_product_acknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkHealthView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_product_check: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkHealthView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    affiliate_product_clicks: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (India date); default: 29 days before the last. */
                from?: string;
                /** @description Last day, YYYY-MM-DD (India date); default: today. */
                to?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductClicks"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    quotes_list: {
        parameters: {
            query?: {
                /** @description Only the quotations of this enquiry (its id). */
                leadId?: string;
                /** @description Only the quotations in this state. */
                state?: components["schemas"]["QuoteState"];
                /** @description 1-based page number. */
                page?: string;
                /** @description Rows per page, 1 to 100 (25 by default). */
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotePageView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    quotes_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    quotes_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    quotes_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": number[];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    quotes_revise: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    quotes_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    quotes_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentQuote"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    quotes_rate_card: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateCard"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_receipt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceNoteView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_refund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceNoteView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivablesView"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_invoices: {
        parameters: {
            query?: {
                /**
                 * @description What is owed (`notDue`, `days0To30`, `days31To60`, `days61To90`,
                 *     `over90Days`, `total`), `collected` or `tds`.
                 */
                figure?: string;
                /** @description With an owed figure: one client's (the name the invoices bill). */
                client?: string;
                /**
                 * @description With `collected` or `tds`: the period as the receivables name it
                 *     (`2026-12`, `2026-Q3`).
                 */
                period?: string;
                /** @description 1-based page number. */
                page?: string;
                /** @description Rows per page, 1 to 100 (25 by default). */
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FigureInvoicesView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    services_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceView"][];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    services_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    services_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    quotes_set_rate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RateBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leads_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TodayView"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enquiries_update_enquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                b_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalEnquiryBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalEnquiryView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_updatecp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pos_id: number;
                c_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalApplicationBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalApplicationView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_addpost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                d_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalPositionBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalPositionView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_public_departments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalDepartmentView"][];
                };
            };
        };
    };
    careers_all_positions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalPositionView"][];
                };
            };
        };
    };
    careers_one_position: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pos_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalPositionView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    services_list_services: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalServiceView"][];
                };
            };
        };
    };
    enquiries_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalEnquiryBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalEnquiryView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enquiries_one_enquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                b_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalEnquiryView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account's access level does not include this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_apply_with_cv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ApplicationUpload"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalApplicationView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    careers_apply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pos_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OriginalApplicationBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginalApplicationView"];
                };
            };
            /** @description The JSON body, an id in the address or the query string could not be read. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nothing has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    /** @description Seconds until a new attempt can succeed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoices_razorpay_webhook: {
        parameters: {
            query?: never;
            header: {
                /** @description HMAC-SHA256 of the raw body under the webhook secret, hex */
                "X-Razorpay-Signature": string;
                /** @description The event's id; a repeated one is recorded once */
                "X-Razorpay-Event-Id"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAnswer"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No administrator session: log in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cross-site request (Origin or Sec-Fetch-Site), or a call the account's access level does not include. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body stopped arriving. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Fields are missing or invalid; `errors` names each, `field` the first. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const accessValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Access"]> = ["owner", "manager", "sales", "recruiter", "editor"];
export const applicationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApplicationStatus"]> = ["New", "Shortlisted", "Interview", "Offered", "Hired", "Rejected"];
export const auditActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuditAction"]> = ["Signed in", "Sign-in failed", "Signed out", "Created", "Updated", "Deleted", "Two-step sign-in reset", "Access level changed", "Action"];
export const contentKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ContentKind"]> = ["servicePage", "hub", "home", "about", "caseStudy", "testimonial", "article", "business"];
export const contentStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ContentStatus"]> = ["draft", "published", "scheduled"];
export const documentKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DocumentKind"]> = ["invoice", "creditNote", "debitNote", "receipt", "refund"];
export const employmentTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EmploymentType"]> = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "PER_DIEM"];
export const enquiryStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EnquiryStatus"]> = ["New", "Contacted", "Quoted", "Won", "Lost", "Spam"];
export const invoiceStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceStatus"]> = ["draft", "issued", "partlyPaid", "paid", "cancelled"];
export const jobPageStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["JobPageState"]> = ["complete", "noDescription"];
export const languageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Language"]> = ["en", "hi"];
export const leadActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LeadAction"]> = ["status", "assignee", "followUp", "spam", "called", "whatsapped", "quoteSent", "quoteOpened", "quoteAccepted", "quoteDeclined", "quoteRenewalAsked", "quoteRevoked", "rejectionReason"];
export const newArticleKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NewArticle"]["kind"]> = ["article"];
export const newCaseStudyKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NewCaseStudy"]["kind"]> = ["caseStudy"];
export const newTestimonialKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NewTestimonial"]["kind"]> = ["testimonial"];
export const paymentMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentMethod"]> = ["upi", "bank", "cheque", "cash", "razorpay"];
export const quoteStandingValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["QuoteStanding"]> = ["draft", "open", "accepted", "declined", "expired", "superseded", "withdrawn"];
export const quoteStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["QuoteState"]> = ["draft", "sent", "opened", "accepted", "declined", "expired", "revised", "withdrawn"];
export const quoteStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["QuoteStatus"]> = ["draft", "sent", "accepted", "declined"];
export const salaryPeriodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SalaryPeriod"]> = ["MONTH", "YEAR"];
export const screenKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ScreenKey"]> = ["login", "registration", "home", "enquiryUpdate", "careerUpdate", "careers", "departments", "admins", "services", "affiliates", "affiliateAdd", "affiliateUpdate", "enquiryList", "applicationList", "leadPage", "applicationPage", "quotes", "invoices", "invoicePage", "receivables", "analytics", "account", "audit", "content", "contentPages", "contentStories", "contentArticles", "contentNew", "contentEdit", "media", "businessDetails", "backups", "people", "notFound", "forbidden"];
export const touchModelValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TouchModel"]> = ["first", "last"];
export const translationStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TranslationState"]> = ["missing", "current", "outdated"];
export const workLocationValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WorkLocation"]> = ["office", "remote", "hybrid"];
