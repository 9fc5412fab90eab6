--
-- PostgreSQL database dump
--

\restrict bcSjIQOo6dzBDwBILUnUhkNR2UgHMr0Df2Klb2TxKhEbmBxua8bFKjTRwD3uivq

-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: pgboss; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA pgboss;


--
-- Name: job_state; Type: TYPE; Schema: pgboss; Owner: -
--

CREATE TYPE pgboss.job_state AS ENUM (
    'created',
    'retry',
    'active',
    'completed',
    'cancelled',
    'failed'
);


--
-- Name: create_queue(text, json); Type: FUNCTION; Schema: pgboss; Owner: -
--

CREATE FUNCTION pgboss.create_queue(queue_name text, options json) RETURNS void
    LANGUAGE plpgsql
    AS $_$
    DECLARE
      table_name varchar := 'j' || encode(sha224(queue_name::bytea), 'hex');
      queue_created_on timestamptz;
    BEGIN

      WITH q as (
      INSERT INTO pgboss.queue (
        name,
        policy,
        retry_limit,
        retry_delay,
        retry_backoff,
        expire_seconds,
        retention_minutes,
        dead_letter,
        partition_name
      )
      VALUES (
        queue_name,
        options->>'policy',
        (options->>'retryLimit')::int,
        (options->>'retryDelay')::int,
        (options->>'retryBackoff')::bool,
        (options->>'expireInSeconds')::int,
        (options->>'retentionMinutes')::int,
        options->>'deadLetter',
        table_name
      )
      ON CONFLICT DO NOTHING
      RETURNING created_on
      )
      SELECT created_on into queue_created_on from q;

      IF queue_created_on IS NULL THEN
        RETURN;
      END IF;

      EXECUTE format('CREATE TABLE pgboss.%I (LIKE pgboss.job INCLUDING DEFAULTS)', table_name);

      EXECUTE format('ALTER TABLE pgboss.%1$I ADD PRIMARY KEY (name, id)', table_name);
      EXECUTE format('ALTER TABLE pgboss.%1$I ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
      EXECUTE format('ALTER TABLE pgboss.%1$I ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i1 ON pgboss.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''created'' AND policy = ''short''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i2 ON pgboss.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''active'' AND policy = ''singleton''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i3 ON pgboss.%1$I (name, state, COALESCE(singleton_key, '''')) WHERE state <= ''active'' AND policy = ''stately''', table_name);
      EXECUTE format('CREATE UNIQUE INDEX %1$s_i4 ON pgboss.%1$I (name, singleton_on, COALESCE(singleton_key, '''')) WHERE state <> ''cancelled'' AND singleton_on IS NOT NULL', table_name);
      EXECUTE format('CREATE INDEX %1$s_i5 ON pgboss.%1$I (name, start_after) INCLUDE (priority, created_on, id) WHERE state < ''active''', table_name);

      EXECUTE format('ALTER TABLE pgboss.%I ADD CONSTRAINT cjc CHECK (name=%L)', table_name, queue_name);
      EXECUTE format('ALTER TABLE pgboss.job ATTACH PARTITION pgboss.%I FOR VALUES IN (%L)', table_name, queue_name);
    END;
    $_$;


--
-- Name: delete_queue(text); Type: FUNCTION; Schema: pgboss; Owner: -
--

CREATE FUNCTION pgboss.delete_queue(queue_name text) RETURNS void
    LANGUAGE plpgsql
    AS $$
    DECLARE
      table_name varchar;
    BEGIN
      WITH deleted as (
        DELETE FROM pgboss.queue
        WHERE name = queue_name
        RETURNING partition_name
      )
      SELECT partition_name from deleted INTO table_name;

      EXECUTE format('DROP TABLE IF EXISTS pgboss.%I', table_name);
    END;
    $$;


--
-- Name: forum_posts_count_authors(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.forum_posts_count_authors() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
      declare deltas jsonb;
      begin
        if tg_op = 'INSERT' then
          select jsonb_object_agg(author_id, n) into deltas
            from (select author_id, count(*) as n from new_rows where author_id is not null and not is_deleted group by author_id) c;
        elsif tg_op = 'DELETE' then
          select jsonb_object_agg(author_id, -n) into deltas
            from (select author_id, count(*) as n from old_rows where author_id is not null and not is_deleted group by author_id) c;
        else
          select jsonb_object_agg(author_id, n) into deltas
            from (select author_id, sum(delta) as n
                    from (select author_id, case when is_deleted then 0 else 1 end as delta from new_rows
                          union all
                          select author_id, case when is_deleted then 0 else -1 end from old_rows) changes
                   where author_id is not null
                   group by author_id) c;
        end if;
        if deltas is not null then perform forum_user_stats_add('post', deltas); end if;
        return null;
      end $$;


--
-- Name: forum_threads_count_authors(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.forum_threads_count_authors() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
      declare deltas jsonb;
      begin
        if tg_op = 'INSERT' then
          select jsonb_object_agg(author_id, n) into deltas
            from (select author_id, count(*) as n from new_rows where author_id is not null group by author_id) c;
        else
          select jsonb_object_agg(author_id, -n) into deltas
            from (select author_id, count(*) as n from old_rows where author_id is not null group by author_id) c;
        end if;
        if deltas is not null then perform forum_user_stats_add('thread', deltas); end if;
        return null;
      end $$;


--
-- Name: forum_user_stats_add(text, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.forum_user_stats_add(kind text, deltas jsonb) RETURNS void
    LANGUAGE sql
    AS $$
      insert into forum_user_stats (user_id, post_count, thread_count)
      select (d.key)::uuid,
             case when kind = 'post' then (d.value)::int else 0 end,
             case when kind = 'thread' then (d.value)::int else 0 end
        from jsonb_each_text(deltas) d
       where (d.value)::int <> 0
      on conflict (user_id) do update
        set post_count = forum_user_stats.post_count + excluded.post_count,
            thread_count = forum_user_stats.thread_count + excluded.thread_count;
    $$;


--
-- Name: incident_ledger_seed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.incident_ledger_seed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
      begin
        -- each row's source id drawn beforehand, so its attribution needs no join back to the sources
        with inserted as materialized (
          select id, source_url, type, date, created_at,
                 nextval(pg_get_serial_sequence('incident_sources', 'id')) as source_id
            from new_rows order by id),
        sources as (
          insert into incident_sources (id, event_id, url, outlet, origin, added_at)
            select source_id, id, source_url,
                   nullif(substring(source_url from '^[a-z]+://(?:www\.)?([^/:?#]+)'), ''), 'submission', created_at
              from inserted)
        insert into incident_attributions (event_id, party, attributed_by, date, confidence, source_id, origin, added_at)
          select id, case type when 'chinese' then 'china' else 'russia' end, 'media', date, 'suspected', source_id,
                 'submission', created_at
            from inserted;
        insert into incident_versions (event_id, number, created_at, action, reason, snapshot)
          select id, 1, coalesce(published_at, reviewed_at, created_at), 'published', null, incident_public_state(id)
            from new_rows where status = 'approved';
        return null;
      end $$;


--
-- Name: incident_public_state(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.incident_public_state(incident bigint) RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
      select jsonb_build_object(
        'id', e.id::text, 'title', e.title, 'type', e.type, 'kind', e.kind, 'country', e.country,
        'date', to_char(e.date, 'YYYY-MM-DD'), 'latitude', e.latitude, 'longitude', e.longitude,
        'sourceUrl', e.source_url,
        'sources', coalesce((select jsonb_agg(jsonb_build_object('id', s.id::text, 'url', s.url, 'outlet', s.outlet,
            'language', s.language, 'publishedDate', to_char(s.published_date, 'YYYY-MM-DD'),
            'archivedUrl', s.archived_url) order by s.id)
          from incident_sources s where s.event_id = e.id), '[]'::jsonb),
        'attributions', coalesce((select jsonb_agg(jsonb_build_object('id', a.id::text, 'party', a.party,
            'attributedBy', a.attributed_by, 'date', to_char(a.date, 'YYYY-MM-DD'), 'confidence', a.confidence,
            'sourceId', a.source_id::text) order by a.id)
          from incident_attributions a where a.event_id = e.id), '[]'::jsonb))
      from events e where e.id = incident
    $$;


--
-- Name: live_events_wake(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.live_events_wake() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ begin perform pg_notify('live_events', ''); return null; end $$;


--
-- Name: map_key(double precision, double precision); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.map_key(longitude double precision, latitude double precision) RETURNS bigint
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
      select map_spread(least(16777215, greatest(0, floor((longitude + 180) / 360 * 16777216)))::bigint)
           | (map_spread(least(16777215, greatest(0, floor((0.5 - ln(tan(pi() / 4
               + radians(least(85.0511, greatest(-85.0511, latitude))) / 2)) / (2 * pi())) * 16777216)))::bigint) << 1)
    $$;


--
-- Name: map_spread(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.map_spread(v bigint) RETURNS bigint
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
      begin
        v := (v | (v << 16)) & 281470681808895;
        v := (v | (v << 8)) & 71777214294589695;
        v := (v | (v << 4)) & 1085102592571150095;
        v := (v | (v << 2)) & 3689348814741910323;
        return (v | (v << 1)) & 6148914691236517205;
      end
    $$;


--
-- Name: staff_actions_append_only(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.staff_actions_append_only() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
      begin
        if tg_op = 'UPDATE' and new.actor_id is null and old.actor_id is not null
           and (new.action, new.target_type, new.target_id, new.target_label, new.reason, new.details, new.created_at)
               is not distinct from (old.action, old.target_type, old.target_id, old.target_label, old.reason, old.details, old.created_at) then
          return new;
        end if;
        raise exception 'staff actions cannot be changed or deleted' using errcode = 'insufficient_privilege';
      end $$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: archive; Type: TABLE; Schema: pgboss; Owner: -
--

CREATE TABLE pgboss.archive (
    id uuid NOT NULL,
    name text NOT NULL,
    priority integer NOT NULL,
    data jsonb,
    state pgboss.job_state NOT NULL,
    retry_limit integer NOT NULL,
    retry_count integer NOT NULL,
    retry_delay integer NOT NULL,
    retry_backoff boolean NOT NULL,
    start_after timestamp with time zone NOT NULL,
    started_on timestamp with time zone,
    singleton_key text,
    singleton_on timestamp without time zone,
    expire_in interval NOT NULL,
    created_on timestamp with time zone NOT NULL,
    completed_on timestamp with time zone,
    keep_until timestamp with time zone NOT NULL,
    output jsonb,
    dead_letter text,
    policy text,
    archived_on timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: job; Type: TABLE; Schema: pgboss; Owner: -
--

CREATE TABLE pgboss.job (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    data jsonb,
    state pgboss.job_state DEFAULT 'created'::pgboss.job_state NOT NULL,
    retry_limit integer DEFAULT 2 NOT NULL,
    retry_count integer DEFAULT 0 NOT NULL,
    retry_delay integer DEFAULT 0 NOT NULL,
    retry_backoff boolean DEFAULT false NOT NULL,
    start_after timestamp with time zone DEFAULT now() NOT NULL,
    started_on timestamp with time zone,
    singleton_key text,
    singleton_on timestamp without time zone,
    expire_in interval DEFAULT '00:15:00'::interval NOT NULL,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    completed_on timestamp with time zone,
    keep_until timestamp with time zone DEFAULT (now() + '14 days'::interval) NOT NULL,
    output jsonb,
    dead_letter text,
    policy text
)
PARTITION BY LIST (name);


--
-- Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22; Type: TABLE; Schema: pgboss; Owner: -
--

CREATE TABLE pgboss.j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    data jsonb,
    state pgboss.job_state DEFAULT 'created'::pgboss.job_state NOT NULL,
    retry_limit integer DEFAULT 2 NOT NULL,
    retry_count integer DEFAULT 0 NOT NULL,
    retry_delay integer DEFAULT 0 NOT NULL,
    retry_backoff boolean DEFAULT false NOT NULL,
    start_after timestamp with time zone DEFAULT now() NOT NULL,
    started_on timestamp with time zone,
    singleton_key text,
    singleton_on timestamp without time zone,
    expire_in interval DEFAULT '00:15:00'::interval NOT NULL,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    completed_on timestamp with time zone,
    keep_until timestamp with time zone DEFAULT (now() + '14 days'::interval) NOT NULL,
    output jsonb,
    dead_letter text,
    policy text,
    CONSTRAINT cjc CHECK ((name = 'ban-expiry'::text))
);


--
-- Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9; Type: TABLE; Schema: pgboss; Owner: -
--

CREATE TABLE pgboss.jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9 (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    data jsonb,
    state pgboss.job_state DEFAULT 'created'::pgboss.job_state NOT NULL,
    retry_limit integer DEFAULT 2 NOT NULL,
    retry_count integer DEFAULT 0 NOT NULL,
    retry_delay integer DEFAULT 0 NOT NULL,
    retry_backoff boolean DEFAULT false NOT NULL,
    start_after timestamp with time zone DEFAULT now() NOT NULL,
    started_on timestamp with time zone,
    singleton_key text,
    singleton_on timestamp without time zone,
    expire_in interval DEFAULT '00:15:00'::interval NOT NULL,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    completed_on timestamp with time zone,
    keep_until timestamp with time zone DEFAULT (now() + '14 days'::interval) NOT NULL,
    output jsonb,
    dead_letter text,
    policy text,
    CONSTRAINT cjc CHECK ((name = 'notification-missed-mail'::text))
);


--
-- Name: queue; Type: TABLE; Schema: pgboss; Owner: -
--

CREATE TABLE pgboss.queue (
    name text NOT NULL,
    policy text,
    retry_limit integer,
    retry_delay integer,
    retry_backoff boolean,
    expire_seconds integer,
    retention_minutes integer,
    dead_letter text,
    partition_name text,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    updated_on timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: schedule; Type: TABLE; Schema: pgboss; Owner: -
--

CREATE TABLE pgboss.schedule (
    name text NOT NULL,
    cron text NOT NULL,
    timezone text,
    data jsonb,
    options jsonb,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    updated_on timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: subscription; Type: TABLE; Schema: pgboss; Owner: -
--

CREATE TABLE pgboss.subscription (
    event text NOT NULL,
    name text NOT NULL,
    created_on timestamp with time zone DEFAULT now() NOT NULL,
    updated_on timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: version; Type: TABLE; Schema: pgboss; Owner: -
--

CREATE TABLE pgboss.version (
    version integer NOT NULL,
    maintained_on timestamp with time zone,
    cron_on timestamp with time zone,
    monitored_on timestamp with time zone
);


--
-- Name: captcha_redemptions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.captcha_redemptions (
    signature character varying(128) NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: data_snapshots; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.data_snapshots (
    day date NOT NULL,
    format text NOT NULL,
    data_version text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    byte_size bigint NOT NULL,
    sha256 text NOT NULL,
    gzip bytea NOT NULL,
    CONSTRAINT data_snapshots_format_check CHECK ((format = ANY (ARRAY['csv'::text, 'geojson'::text]))),
    CONSTRAINT data_snapshots_sha256_check CHECK ((sha256 ~ '^[0-9a-f]{64}$'::text))
);


--
-- Name: event_reviews; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_reviews (
    id bigint NOT NULL,
    event_id bigint NOT NULL,
    reviewer_id uuid,
    action text NOT NULL,
    changes jsonb NOT NULL,
    created_at timestamp with time zone NOT NULL,
    CONSTRAINT event_reviews_action_check CHECK ((action = ANY (ARRAY['approve'::text, 'reject'::text, 'update'::text, 'delete'::text])))
);


--
-- Name: event_reviews_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.event_reviews_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: event_reviews_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.event_reviews_id_seq OWNED BY public.event_reviews.id;


--
-- Name: event_withdrawals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_withdrawals (
    event_id bigint NOT NULL,
    withdrawn_at timestamp with time zone NOT NULL,
    reason text NOT NULL
);


--
-- Name: events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events (
    id bigint NOT NULL,
    type text NOT NULL,
    title text NOT NULL,
    title_source text DEFAULT 'fallback'::text NOT NULL,
    source_url text NOT NULL,
    source_url_key text NOT NULL,
    date date NOT NULL,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    reviewed_by_id uuid,
    reviewed_at timestamp with time zone,
    rejection_reason text,
    submitter_hash character varying(64),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    kind text DEFAULT 'other'::text NOT NULL,
    country character varying(2),
    country_boundaries smallint DEFAULT 0 NOT NULL,
    published_at timestamp with time zone,
    changed_at timestamp with time zone,
    map_key bigint GENERATED ALWAYS AS (public.map_key(longitude, latitude)) STORED,
    CONSTRAINT events_kind_check CHECK ((kind = ANY (ARRAY['sabotage'::text, 'cyber'::text, 'airspace'::text, 'espionage'::text, 'disinformation'::text, 'other'::text]))),
    CONSTRAINT events_latitude_check CHECK (((latitude >= (- (90)::double precision)) AND (latitude <= (90)::double precision))),
    CONSTRAINT events_longitude_check CHECK (((longitude >= (- (180)::double precision)) AND (longitude <= (180)::double precision))),
    CONSTRAINT events_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))),
    CONSTRAINT events_title_source_check CHECK ((title_source = ANY (ARRAY['page'::text, 'fallback'::text, 'moderator'::text]))),
    CONSTRAINT events_type_check CHECK ((type = ANY (ARRAY['russian'::text, 'chinese'::text])))
);


--
-- Name: events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: events_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.events_id_seq OWNED BY public.events.id;


--
-- Name: forum_categories; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.forum_categories (
    id bigint NOT NULL,
    name character varying(100) NOT NULL,
    description text NOT NULL,
    "position" integer NOT NULL,
    thread_count integer DEFAULT 0 NOT NULL,
    post_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: forum_categories_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.forum_categories_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: forum_categories_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.forum_categories_id_seq OWNED BY public.forum_categories.id;


--
-- Name: forum_post_revisions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.forum_post_revisions (
    id bigint NOT NULL,
    post_id bigint NOT NULL,
    editor_id uuid,
    markdown text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: forum_post_revisions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.forum_post_revisions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: forum_post_revisions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.forum_post_revisions_id_seq OWNED BY public.forum_post_revisions.id;


--
-- Name: forum_posts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.forum_posts (
    id bigint NOT NULL,
    thread_id bigint NOT NULL,
    author_id uuid,
    number integer NOT NULL,
    markdown text NOT NULL,
    html text NOT NULL,
    is_deleted boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone NOT NULL,
    edited_at timestamp with time zone
);


--
-- Name: forum_posts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.forum_posts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: forum_posts_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.forum_posts_id_seq OWNED BY public.forum_posts.id;


--
-- Name: forum_reactions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.forum_reactions (
    id bigint NOT NULL,
    post_id bigint NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    CONSTRAINT forum_reactions_kind_check CHECK ((kind = ANY (ARRAY['like'::text, 'heart'::text, 'laugh'::text, 'wow'::text, 'sad'::text, 'thanks'::text])))
);


--
-- Name: forum_reactions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.forum_reactions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: forum_reactions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.forum_reactions_id_seq OWNED BY public.forum_reactions.id;


--
-- Name: forum_threads; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.forum_threads (
    id bigint NOT NULL,
    title text NOT NULL,
    category_id bigint,
    author_id uuid,
    last_poster_id uuid,
    is_pinned boolean DEFAULT false NOT NULL,
    is_locked boolean DEFAULT false NOT NULL,
    reply_count integer DEFAULT 0 NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    post_count integer DEFAULT 0 NOT NULL,
    last_reply_date timestamp with time zone,
    last_activity_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    is_deleted boolean DEFAULT false NOT NULL,
    version integer DEFAULT 0 NOT NULL
);


--
-- Name: forum_threads_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.forum_threads_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: forum_threads_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.forum_threads_id_seq OWNED BY public.forum_threads.id;


--
-- Name: forum_user_stats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.forum_user_stats (
    user_id uuid NOT NULL,
    post_count integer DEFAULT 0 NOT NULL,
    thread_count integer DEFAULT 0 NOT NULL
);


--
-- Name: incident_attributions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.incident_attributions (
    id bigint NOT NULL,
    event_id bigint NOT NULL,
    party text NOT NULL,
    attributed_by text NOT NULL,
    date date NOT NULL,
    confidence text NOT NULL,
    source_id bigint NOT NULL,
    origin text NOT NULL,
    added_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT incident_attributions_attributed_by_check CHECK ((attributed_by = ANY (ARRAY['government'::text, 'prosecutor'::text, 'company'::text, 'researcher'::text, 'media'::text]))),
    CONSTRAINT incident_attributions_confidence_check CHECK ((confidence = ANY (ARRAY['confirmed'::text, 'probable'::text, 'suspected'::text]))),
    CONSTRAINT incident_attributions_origin_check CHECK ((origin = ANY (ARRAY['submission'::text, 'proposal'::text, 'moderator'::text]))),
    CONSTRAINT incident_attributions_party_check CHECK ((party = ANY (ARRAY['russia'::text, 'china'::text, 'russian_proxy'::text, 'chinese_proxy'::text, 'unknown'::text])))
);


--
-- Name: incident_attributions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.incident_attributions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: incident_attributions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.incident_attributions_id_seq OWNED BY public.incident_attributions.id;


--
-- Name: incident_proposals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.incident_proposals (
    id bigint NOT NULL,
    event_id bigint NOT NULL,
    proposer_id uuid,
    kind text NOT NULL,
    payload jsonb NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    reviewed_by_id uuid,
    reviewed_at timestamp with time zone,
    rejection_reason text,
    CONSTRAINT incident_proposals_kind_check CHECK ((kind = ANY (ARRAY['source'::text, 'attribution'::text]))),
    CONSTRAINT incident_proposals_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text])))
);


--
-- Name: incident_proposals_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.incident_proposals_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: incident_proposals_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.incident_proposals_id_seq OWNED BY public.incident_proposals.id;


--
-- Name: incident_sources; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.incident_sources (
    id bigint NOT NULL,
    event_id bigint NOT NULL,
    url text NOT NULL,
    outlet text,
    language character varying(16),
    published_date date,
    archived_url text,
    origin text NOT NULL,
    added_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT incident_sources_origin_check CHECK ((origin = ANY (ARRAY['submission'::text, 'proposal'::text, 'moderator'::text])))
);


--
-- Name: incident_sources_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.incident_sources_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: incident_sources_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.incident_sources_id_seq OWNED BY public.incident_sources.id;


--
-- Name: incident_versions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.incident_versions (
    event_id bigint NOT NULL,
    number integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    action text NOT NULL,
    changes jsonb DEFAULT '[]'::jsonb NOT NULL,
    reason text,
    snapshot jsonb,
    CONSTRAINT incident_versions_action_check CHECK ((action = ANY (ARRAY['recorded'::text, 'published'::text, 'corrected'::text, 'withdrawn'::text, 'source_added'::text, 'attribution_added'::text])))
);


--
-- Name: live_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.live_events (
    id bigint NOT NULL,
    topic text NOT NULL,
    payload jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    published_at timestamp with time zone
);


--
-- Name: live_events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.live_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: live_events_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.live_events_id_seq OWNED BY public.live_events.id;


--
-- Name: mikro_orm_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mikro_orm_migrations (
    id integer NOT NULL,
    name character varying(255),
    executed_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP
);


--
-- Name: mikro_orm_migrations_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.mikro_orm_migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: mikro_orm_migrations_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.mikro_orm_migrations_id_seq OWNED BY public.mikro_orm_migrations.id;


--
-- Name: notification_mails; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notification_mails (
    recipient_id uuid NOT NULL,
    thread_id bigint NOT NULL,
    sent_at timestamp with time zone NOT NULL
);


--
-- Name: notification_preferences; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notification_preferences (
    user_id uuid NOT NULL,
    reply boolean DEFAULT true NOT NULL,
    quote boolean DEFAULT true NOT NULL,
    mention boolean DEFAULT true NOT NULL,
    reaction boolean DEFAULT true NOT NULL,
    email_missed boolean DEFAULT true NOT NULL
);


--
-- Name: notifications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notifications (
    id bigint NOT NULL,
    recipient_id uuid NOT NULL,
    type text NOT NULL,
    content text,
    actor_id uuid,
    related_post_id bigint,
    related_thread_id bigint,
    seen boolean DEFAULT false NOT NULL,
    seen_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT date_trunc('milliseconds'::text, now()) NOT NULL,
    actor_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    group_started_at timestamp with time zone,
    CONSTRAINT notifications_type_check CHECK ((type = ANY (ARRAY['reply'::text, 'quote'::text, 'mention'::text, 'report_update'::text, 'ban'::text, 'unban'::text, 'system'::text, 'reaction'::text, 'other'::text])))
);


--
-- Name: notifications_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.notifications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: notifications_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.notifications_id_seq OWNED BY public.notifications.id;


--
-- Name: password_resets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.password_resets (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    token_hash character varying(64) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reports (
    id bigint NOT NULL,
    reporter_id uuid NOT NULL,
    target_type text NOT NULL,
    target_id character varying(64) NOT NULL,
    target_user_id uuid,
    reason text NOT NULL,
    text text,
    status text DEFAULT 'open'::text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    handled_by_id uuid,
    handled_at timestamp with time zone,
    note text,
    outcome text,
    CONSTRAINT reports_outcome_check CHECK ((outcome = ANY (ARRAY['none'::text, 'deletePost'::text, 'lockThread'::text]))),
    CONSTRAINT reports_reason_check CHECK ((reason = ANY (ARRAY['spam'::text, 'abuse'::text, 'misinformation'::text, 'illegal'::text, 'other'::text]))),
    CONSTRAINT reports_status_check CHECK ((status = ANY (ARRAY['open'::text, 'resolved'::text, 'dismissed'::text]))),
    CONSTRAINT reports_target_type_check CHECK ((target_type = ANY (ARRAY['post'::text, 'thread'::text, 'user'::text])))
);


--
-- Name: reports_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.reports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: reports_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.reports_id_seq OWNED BY public.reports.id;


--
-- Name: retired_usernames; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.retired_usernames (
    username_key character varying(32) NOT NULL,
    free_at timestamp with time zone NOT NULL
);


--
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    token_hash character varying(64) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: staff_actions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.staff_actions (
    id bigint NOT NULL,
    actor_id uuid,
    action character varying(64) NOT NULL,
    target_type text NOT NULL,
    target_id character varying(64) NOT NULL,
    target_label text,
    reason text,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone NOT NULL,
    CONSTRAINT staff_actions_target_type_check CHECK ((target_type = ANY (ARRAY['event'::text, 'thread'::text, 'post'::text, 'user'::text, 'category'::text, 'report'::text, 'broadcast'::text])))
);


--
-- Name: staff_actions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.staff_actions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: staff_actions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.staff_actions_id_seq OWNED BY public.staff_actions.id;


--
-- Name: thread_reads; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.thread_reads (
    user_id uuid NOT NULL,
    thread_id bigint NOT NULL,
    last_read_number integer NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: thread_watches; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.thread_watches (
    thread_id bigint NOT NULL,
    user_id uuid NOT NULL,
    level text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT thread_watches_level_check CHECK ((level = ANY (ARRAY['watching'::text, 'normal'::text, 'muted'::text])))
);


--
-- Name: user_bans; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_bans (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    banned_by_id uuid,
    reason text NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone,
    lifted_at timestamp with time zone,
    lifted_by_id uuid,
    lift_reason text
);


--
-- Name: user_bans_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.user_bans_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: user_bans_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.user_bans_id_seq OWNED BY public.user_bans.id;


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id uuid NOT NULL,
    username character varying(32) NOT NULL,
    username_key character varying(32) NOT NULL,
    email character varying(254) NOT NULL,
    password_hash text NOT NULL,
    role text DEFAULT 'user'::text NOT NULL,
    profile_picture text,
    use_default_avatar boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone NOT NULL,
    last_active_at timestamp with time zone,
    CONSTRAINT users_role_check CHECK ((role = ANY (ARRAY['admin'::text, 'moderator'::text, 'user'::text])))
);


--
-- Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22; Type: TABLE ATTACH; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.job ATTACH PARTITION pgboss.j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22 FOR VALUES IN ('ban-expiry');


--
-- Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9; Type: TABLE ATTACH; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.job ATTACH PARTITION pgboss.jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9 FOR VALUES IN ('notification-missed-mail');


--
-- Name: event_reviews id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_reviews ALTER COLUMN id SET DEFAULT nextval('public.event_reviews_id_seq'::regclass);


--
-- Name: events id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events ALTER COLUMN id SET DEFAULT nextval('public.events_id_seq'::regclass);


--
-- Name: forum_categories id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_categories ALTER COLUMN id SET DEFAULT nextval('public.forum_categories_id_seq'::regclass);


--
-- Name: forum_post_revisions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_post_revisions ALTER COLUMN id SET DEFAULT nextval('public.forum_post_revisions_id_seq'::regclass);


--
-- Name: forum_posts id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_posts ALTER COLUMN id SET DEFAULT nextval('public.forum_posts_id_seq'::regclass);


--
-- Name: forum_reactions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_reactions ALTER COLUMN id SET DEFAULT nextval('public.forum_reactions_id_seq'::regclass);


--
-- Name: forum_threads id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_threads ALTER COLUMN id SET DEFAULT nextval('public.forum_threads_id_seq'::regclass);


--
-- Name: incident_attributions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_attributions ALTER COLUMN id SET DEFAULT nextval('public.incident_attributions_id_seq'::regclass);


--
-- Name: incident_proposals id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_proposals ALTER COLUMN id SET DEFAULT nextval('public.incident_proposals_id_seq'::regclass);


--
-- Name: incident_sources id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_sources ALTER COLUMN id SET DEFAULT nextval('public.incident_sources_id_seq'::regclass);


--
-- Name: live_events id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.live_events ALTER COLUMN id SET DEFAULT nextval('public.live_events_id_seq'::regclass);


--
-- Name: mikro_orm_migrations id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mikro_orm_migrations ALTER COLUMN id SET DEFAULT nextval('public.mikro_orm_migrations_id_seq'::regclass);


--
-- Name: notifications id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications ALTER COLUMN id SET DEFAULT nextval('public.notifications_id_seq'::regclass);


--
-- Name: reports id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports ALTER COLUMN id SET DEFAULT nextval('public.reports_id_seq'::regclass);


--
-- Name: staff_actions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff_actions ALTER COLUMN id SET DEFAULT nextval('public.staff_actions_id_seq'::regclass);


--
-- Name: user_bans id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_bans ALTER COLUMN id SET DEFAULT nextval('public.user_bans_id_seq'::regclass);


--
-- Data for Name: archive; Type: TABLE DATA; Schema: pgboss; Owner: -
--



--
-- Data for Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22; Type: TABLE DATA; Schema: pgboss; Owner: -
--



--
-- Data for Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9; Type: TABLE DATA; Schema: pgboss; Owner: -
--



--
-- Data for Name: queue; Type: TABLE DATA; Schema: pgboss; Owner: -
--

INSERT INTO pgboss.queue VALUES
	('notification-missed-mail', 'standard', NULL, NULL, NULL, NULL, NULL, NULL, 'jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9', '2026-11-25 21:56:03.354457+00', '2026-11-25 21:56:03.354457+00'),
	('ban-expiry', 'standard', NULL, NULL, NULL, NULL, NULL, NULL, 'j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22', '2026-11-25 21:56:03.368919+00', '2026-11-25 21:56:03.368919+00');


--
-- Data for Name: schedule; Type: TABLE DATA; Schema: pgboss; Owner: -
--



--
-- Data for Name: subscription; Type: TABLE DATA; Schema: pgboss; Owner: -
--



--
-- Data for Name: version; Type: TABLE DATA; Schema: pgboss; Owner: -
--

INSERT INTO pgboss.version VALUES
	(24, NULL, NULL, NULL);


--
-- Data for Name: captcha_redemptions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.captcha_redemptions VALUES
	('a3a640ce6ac75f7972e721dd6d384348ca56c75429e6dbe1f4149cd757dabc4c', '2026-11-25 22:07:12+00'),
	('9f16effc2321e20f2dc45b13fd234ae34d0b8c7b47b821543d6c29c687cfd9ea', '2026-11-25 22:07:12+00'),
	('574dd601a4ff2a84913638729ce370cb95a3d0e1c8bc4ea8358a0044f01864c8', '2026-11-25 22:07:12+00'),
	('40c36bf38116ce289ead671dca25464f690dbc37095c52f826145252435407e3', '2026-11-25 22:07:13+00'),
	('de6c0c74a64cb0126e63c23d7d2162e25c256c255a6cb94aa1d220f2c8ccd80c', '2026-11-25 22:07:13+00'),
	('eecbc0f2ddb15d896682ace11a707fe5c7229707afb94b67bd8bd35f7404185f', '2026-11-25 22:07:13+00'),
	('7ba758588415ea3526f296a3cef7c1f60f0b20dd3963e1268ae3aa93092c9db0', '2026-11-25 22:07:13+00'),
	('f33d9e0633428d6e0c44cc8ab83e4fb0e31cb0e6b89473da9c0e5312509f0964', '2026-11-25 22:07:13+00');


--
-- Data for Name: data_snapshots; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_reviews; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_reviews VALUES
	(1, 1, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'update', '{"title": {"to": "Riga water utility''s systems held to ransom", "from": "news.example/riga-water"}}', '2026-11-25 21:57:13.364+00'),
	(2, 2, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'update', '{"title": {"to": "Cable cut, near the port of Gdańsk", "from": "news.example/gdansk-cable"}}', '2026-11-25 21:57:13.405+00'),
	(3, 3, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'update', '{"title": {"to": "Port \"crane\" data, leaked", "from": "news.example/tallinn-port"}}', '2026-11-25 21:57:13.433+00'),
	(4, 4, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'update', '{"title": {"to": "=Drones over Rzeszów airport", "from": "news.example/rzeszow-drones"}}', '2026-11-25 21:57:13.457+00'),
	(5, 1, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'approve', '{"status": {"to": "approved", "from": "pending"}}', '2026-11-25 21:57:13.471+00'),
	(6, 2, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'approve', '{"status": {"to": "approved", "from": "pending"}}', '2026-11-25 21:57:13.597+00'),
	(7, 1, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'update', '{"kind": {"to": "sabotage", "from": "cyber"}, "title": {"to": "Riga water utility held to ransom", "from": "Riga water utility''s systems held to ransom"}}', '2026-11-25 21:57:13.667+00'),
	(8, 3, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'approve', '{"status": {"to": "approved", "from": "pending"}}', '2026-11-25 21:57:13.74+00'),
	(9, 1, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'update', '{"latitude": {"to": 56.95, "from": 56.9496}, "longitude": {"to": 24.11, "from": 24.1052}}', '2026-11-25 21:57:13.992+00'),
	(10, 3, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'reject', '{"reason": "The article was retracted.", "status": {"to": "rejected", "from": "approved"}}', '2026-11-25 21:57:14.067+00'),
	(11, 4, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'approve', '{"status": {"to": "approved", "from": "pending"}}', '2026-11-25 21:57:14.144+00'),
	(12, 4, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'delete', '{"deleted": {"date": "2026-11-01", "kind": "airspace", "type": "russian", "title": "=Drones over Rzeszów airport", "status": "approved", "latitude": 50.0412, "longitude": 21.999, "sourceUrl": "https://news.example/rzeszow-drones"}}', '2026-11-25 21:57:14.216+00');


--
-- Data for Name: event_withdrawals; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_withdrawals VALUES
	(3, '2026-11-25 21:57:14.066+00', 'Rejected by the moderators after publication.'),
	(4, '2026-11-25 21:57:14.215+00', 'Deleted by the moderators.');


--
-- Data for Name: events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.events VALUES
	(2, 'russian', 'Cable cut, near the port of Gdańsk', 'moderator', 'https://news.example/gdansk-cable', 'https://news.example/gdansk-cable', '2026-10-14', 54.352, 18.6466, 'approved', 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', '2026-11-25 21:57:13.596+00', NULL, 'd00e3f5c8154a93c46ee182787a89ab6008313b001c7cc7f0f75d440967fed11', '2026-11-25 21:57:13.386+00', '2026-11-25 21:57:13.928+00', 'sabotage', 'PL', 1, '2026-11-25 21:57:13.596+00', '2026-11-25 21:57:13.927+00', DEFAULT),
	(1, 'russian', 'Riga water utility held to ransom', 'moderator', 'https://news.example/riga-water', 'https://news.example/riga-water', '2026-10-02', 56.95, 24.11, 'approved', 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', '2026-11-25 21:57:13.469+00', NULL, 'ee341601887ab63b68bf1b995b1cc05717749c7ecaae928a652c17f2913b72ad', '2026-11-25 21:57:13.325+00', '2026-11-25 21:57:13.992+00', 'sabotage', 'LV', 1, '2026-11-25 21:57:13.469+00', '2026-11-25 21:57:13.991+00', DEFAULT),
	(3, 'chinese', 'Port "crane" data, leaked', 'moderator', 'https://news.example/tallinn-port', 'https://news.example/tallinn-port', '2026-09-30', 59.437, 24.7536, 'rejected', 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', '2026-11-25 21:57:14.066+00', 'The article was retracted.', '36efde61b3d6a4dab5dc062758d35a6ba39e513bcdae2b875fd381e2bb4b8b60', '2026-11-25 21:57:13.42+00', '2026-11-25 21:57:14.067+00', 'espionage', 'EE', 1, '2026-11-25 21:57:13.739+00', '2026-11-25 21:57:13.739+00', DEFAULT);


--
-- Data for Name: forum_categories; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: forum_post_revisions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: forum_posts; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: forum_reactions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: forum_threads; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: forum_user_stats; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: incident_attributions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.incident_attributions VALUES
	(1, 1, 'russia', 'media', '2026-10-02', 'suspected', 1, 'submission', '2026-11-25 21:57:13.325+00'),
	(2, 2, 'russia', 'media', '2026-10-14', 'suspected', 2, 'submission', '2026-11-25 21:57:13.386+00'),
	(3, 3, 'china', 'media', '2026-09-30', 'suspected', 3, 'submission', '2026-11-25 21:57:13.42+00'),
	(5, 2, 'russia', 'prosecutor', '2026-11-10', 'confirmed', 5, 'proposal', '2026-11-25 21:57:13.924557+00');


--
-- Data for Name: incident_proposals; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.incident_proposals VALUES
	(1, 2, '34dc7ffb-0fad-4416-9f08-05338ae15f95', 'source', '{"source": {"url": "https://prosecutor.example/gdansk", "outlet": "Prosecutor''s office", "language": "pl", "archivedUrl": null, "publishedDate": null}}', 'approved', '2026-11-25 21:57:13.836437+00', 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', '2026-11-25 21:57:13.845437+00', NULL),
	(2, 2, '34dc7ffb-0fad-4416-9f08-05338ae15f95', 'attribution', '{"source": null, "attribution": {"date": "2026-11-10", "party": "russia", "sourceId": "5", "confidence": "confirmed", "attributedBy": "prosecutor"}}', 'approved', '2026-11-25 21:57:13.917878+00', 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', '2026-11-25 21:57:13.924557+00', NULL);


--
-- Data for Name: incident_sources; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.incident_sources VALUES
	(1, 1, 'https://news.example/riga-water', 'news.example', NULL, NULL, NULL, 'submission', '2026-11-25 21:57:13.325+00'),
	(2, 2, 'https://news.example/gdansk-cable', 'news.example', NULL, NULL, NULL, 'submission', '2026-11-25 21:57:13.386+00'),
	(3, 3, 'https://news.example/tallinn-port', 'news.example', NULL, NULL, NULL, 'submission', '2026-11-25 21:57:13.42+00'),
	(5, 2, 'https://prosecutor.example/gdansk', 'Prosecutor''s office', 'pl', NULL, NULL, 'proposal', '2026-11-25 21:57:13.845437+00');


--
-- Data for Name: incident_versions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.incident_versions VALUES
	(1, 1, '2026-11-25 21:57:13.470674+00', 'published', '[]', NULL, '{"id": "1", "date": "2026-10-02", "kind": "cyber", "type": "russian", "title": "Riga water utility''s systems held to ransom", "country": "LV", "sources": [{"id": "1", "url": "https://news.example/riga-water", "outlet": "news.example", "language": null, "archivedUrl": null, "publishedDate": null}], "latitude": 56.9496, "longitude": 24.1052, "sourceUrl": "https://news.example/riga-water", "attributions": [{"id": "1", "date": "2026-10-02", "party": "russia", "sourceId": "1", "confidence": "suspected", "attributedBy": "media"}]}'),
	(2, 1, '2026-11-25 21:57:13.597682+00', 'published', '[]', NULL, '{"id": "2", "date": "2026-10-14", "kind": "sabotage", "type": "russian", "title": "Cable cut, near the port of Gdańsk", "country": "PL", "sources": [{"id": "2", "url": "https://news.example/gdansk-cable", "outlet": "news.example", "language": null, "archivedUrl": null, "publishedDate": null}], "latitude": 54.352, "longitude": 18.6466, "sourceUrl": "https://news.example/gdansk-cable", "attributions": [{"id": "2", "date": "2026-10-14", "party": "russia", "sourceId": "2", "confidence": "suspected", "attributedBy": "media"}]}'),
	(1, 2, '2026-11-25 21:57:13.667641+00', 'corrected', '[{"to": "sabotage", "from": "cyber", "field": "kind"}, {"to": "Riga water utility held to ransom", "from": "Riga water utility''s systems held to ransom", "field": "title"}]', 'The report says the pumps were stopped.', '{"id": "1", "date": "2026-10-02", "kind": "sabotage", "type": "russian", "title": "Riga water utility held to ransom", "country": "LV", "sources": [{"id": "1", "url": "https://news.example/riga-water", "outlet": "news.example", "language": null, "archivedUrl": null, "publishedDate": null}], "latitude": 56.9496, "longitude": 24.1052, "sourceUrl": "https://news.example/riga-water", "attributions": [{"id": "1", "date": "2026-10-02", "party": "russia", "sourceId": "1", "confidence": "suspected", "attributedBy": "media"}]}'),
	(3, 1, '2026-11-25 21:57:13.740368+00', 'published', '[]', NULL, '{"id": "3", "date": "2026-09-30", "kind": "espionage", "type": "chinese", "title": "Port \"crane\" data, leaked", "country": "EE", "sources": [{"id": "3", "url": "https://news.example/tallinn-port", "outlet": "news.example", "language": null, "archivedUrl": null, "publishedDate": null}], "latitude": 59.437, "longitude": 24.7536, "sourceUrl": "https://news.example/tallinn-port", "attributions": [{"id": "3", "date": "2026-09-30", "party": "china", "sourceId": "3", "confidence": "suspected", "attributedBy": "media"}]}'),
	(2, 2, '2026-11-25 21:57:13.845437+00', 'source_added', '[{"to": "https://prosecutor.example/gdansk", "from": null, "field": "sources"}]', NULL, '{"id": "2", "date": "2026-10-14", "kind": "sabotage", "type": "russian", "title": "Cable cut, near the port of Gdańsk", "country": "PL", "sources": [{"id": "2", "url": "https://news.example/gdansk-cable", "outlet": "news.example", "language": null, "archivedUrl": null, "publishedDate": null}, {"id": "5", "url": "https://prosecutor.example/gdansk", "outlet": "Prosecutor''s office", "language": "pl", "archivedUrl": null, "publishedDate": null}], "latitude": 54.352, "longitude": 18.6466, "sourceUrl": "https://news.example/gdansk-cable", "attributions": [{"id": "2", "date": "2026-10-14", "party": "russia", "sourceId": "2", "confidence": "suspected", "attributedBy": "media"}]}'),
	(2, 3, '2026-11-25 21:57:13.924557+00', 'attribution_added', '[{"to": "russia by prosecutor, confirmed, 2026-11-10", "from": null, "field": "attributions"}]', NULL, '{"id": "2", "date": "2026-10-14", "kind": "sabotage", "type": "russian", "title": "Cable cut, near the port of Gdańsk", "country": "PL", "sources": [{"id": "2", "url": "https://news.example/gdansk-cable", "outlet": "news.example", "language": null, "archivedUrl": null, "publishedDate": null}, {"id": "5", "url": "https://prosecutor.example/gdansk", "outlet": "Prosecutor''s office", "language": "pl", "archivedUrl": null, "publishedDate": null}], "latitude": 54.352, "longitude": 18.6466, "sourceUrl": "https://news.example/gdansk-cable", "attributions": [{"id": "2", "date": "2026-10-14", "party": "russia", "sourceId": "2", "confidence": "suspected", "attributedBy": "media"}, {"id": "5", "date": "2026-11-10", "party": "russia", "sourceId": "5", "confidence": "confirmed", "attributedBy": "prosecutor"}]}'),
	(1, 3, '2026-11-25 21:57:13.99217+00', 'corrected', '[{"to": "56.95", "from": "56.9496", "field": "latitude"}, {"to": "24.11", "from": "24.1052", "field": "longitude"}]', 'The utility''s plant, not the city centre.', '{"id": "1", "date": "2026-10-02", "kind": "sabotage", "type": "russian", "title": "Riga water utility held to ransom", "country": "LV", "sources": [{"id": "1", "url": "https://news.example/riga-water", "outlet": "news.example", "language": null, "archivedUrl": null, "publishedDate": null}], "latitude": 56.95, "longitude": 24.11, "sourceUrl": "https://news.example/riga-water", "attributions": [{"id": "1", "date": "2026-10-02", "party": "russia", "sourceId": "1", "confidence": "suspected", "attributedBy": "media"}]}'),
	(3, 2, '2026-11-25 21:57:14.067463+00', 'withdrawn', '[]', 'Rejected by the moderators after publication.', NULL),
	(4, 1, '2026-11-25 21:57:14.144056+00', 'published', '[]', NULL, '{"id": "4", "date": "2026-11-01", "kind": "airspace", "type": "russian", "title": "=Drones over Rzeszów airport", "country": "PL", "sources": [{"id": "4", "url": "https://news.example/rzeszow-drones", "outlet": "news.example", "language": null, "archivedUrl": null, "publishedDate": null}], "latitude": 50.0412, "longitude": 21.999, "sourceUrl": "https://news.example/rzeszow-drones", "attributions": [{"id": "4", "date": "2026-11-01", "party": "russia", "sourceId": "4", "confidence": "suspected", "attributedBy": "media"}]}'),
	(4, 2, '2026-11-25 21:57:14.216197+00', 'withdrawn', '[]', 'Deleted by the moderators.', NULL);


--
-- Data for Name: live_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.live_events VALUES
	(1, 'incidentChanged', '{"id": "1", "change": "published", "incident": {"id": "1", "date": "2026-10-02", "kind": "cyber", "type": "russian", "title": "Riga water utility''s systems held to ransom", "country": "LV", "latitude": 56.9496, "longitude": 24.1052, "sourceUrl": "https://news.example/riga-water", "titleSource": "moderator"}, "previous": null, "changedAt": "2026-11-25T21:57:13.476Z", "dataVersion": "20261125T215713.469Z-1"}', '2026-11-25 21:57:13.470674+00', '2026-11-25 21:57:13.480384+00'),
	(2, 'incidentChanged', '{"id": "2", "change": "published", "incident": {"id": "2", "date": "2026-10-14", "kind": "sabotage", "type": "russian", "title": "Cable cut, near the port of Gdańsk", "country": "PL", "latitude": 54.352, "longitude": 18.6466, "sourceUrl": "https://news.example/gdansk-cable", "titleSource": "moderator"}, "previous": null, "changedAt": "2026-11-25T21:57:13.601Z", "dataVersion": "20261125T215713.596Z-2"}', '2026-11-25 21:57:13.597682+00', '2026-11-25 21:57:13.604254+00'),
	(3, 'incidentChanged', '{"id": "1", "change": "corrected", "incident": {"id": "1", "date": "2026-10-02", "kind": "sabotage", "type": "russian", "title": "Riga water utility held to ransom", "country": "LV", "latitude": 56.9496, "longitude": 24.1052, "sourceUrl": "https://news.example/riga-water", "titleSource": "moderator"}, "previous": {"id": "1", "date": "2026-10-02", "kind": "cyber", "type": "russian", "title": "Riga water utility''s systems held to ransom", "country": "LV", "latitude": 56.9496, "longitude": 24.1052, "sourceUrl": "https://news.example/riga-water", "titleSource": "moderator"}, "changedAt": "2026-11-25T21:57:13.674Z", "dataVersion": "20261125T215713.667Z-2"}', '2026-11-25 21:57:13.667641+00', '2026-11-25 21:57:13.677344+00'),
	(4, 'incidentChanged', '{"id": "3", "change": "published", "incident": {"id": "3", "date": "2026-09-30", "kind": "espionage", "type": "chinese", "title": "Port \"crane\" data, leaked", "country": "EE", "latitude": 59.437, "longitude": 24.7536, "sourceUrl": "https://news.example/tallinn-port", "titleSource": "moderator"}, "previous": null, "changedAt": "2026-11-25T21:57:13.744Z", "dataVersion": "20261125T215713.739Z-3"}', '2026-11-25 21:57:13.740368+00', '2026-11-25 21:57:13.746917+00'),
	(5, 'incidentChanged', '{"id": "2", "change": "corrected", "incident": {"id": "2", "date": "2026-10-14", "kind": "sabotage", "type": "russian", "title": "Cable cut, near the port of Gdańsk", "country": "PL", "latitude": 54.352, "longitude": 18.6466, "sourceUrl": "https://news.example/gdansk-cable", "titleSource": "moderator"}, "previous": {"id": "2", "date": "2026-10-14", "kind": "sabotage", "type": "russian", "title": "Cable cut, near the port of Gdańsk", "country": "PL", "latitude": 54.352, "longitude": 18.6466, "sourceUrl": "https://news.example/gdansk-cable", "titleSource": "moderator"}, "changedAt": "2026-11-25T21:57:13.851Z", "dataVersion": "20261125T215713.848Z-3"}', '2026-11-25 21:57:13.845437+00', '2026-11-25 21:57:13.853999+00'),
	(6, 'incidentChanged', '{"id": "2", "change": "corrected", "incident": {"id": "2", "date": "2026-10-14", "kind": "sabotage", "type": "russian", "title": "Cable cut, near the port of Gdańsk", "country": "PL", "latitude": 54.352, "longitude": 18.6466, "sourceUrl": "https://news.example/gdansk-cable", "titleSource": "moderator"}, "previous": {"id": "2", "date": "2026-10-14", "kind": "sabotage", "type": "russian", "title": "Cable cut, near the port of Gdańsk", "country": "PL", "latitude": 54.352, "longitude": 18.6466, "sourceUrl": "https://news.example/gdansk-cable", "titleSource": "moderator"}, "changedAt": "2026-11-25T21:57:13.929Z", "dataVersion": "20261125T215713.927Z-3"}', '2026-11-25 21:57:13.924557+00', '2026-11-25 21:57:13.933054+00'),
	(7, 'incidentChanged', '{"id": "1", "change": "corrected", "incident": {"id": "1", "date": "2026-10-02", "kind": "sabotage", "type": "russian", "title": "Riga water utility held to ransom", "country": "LV", "latitude": 56.95, "longitude": 24.11, "sourceUrl": "https://news.example/riga-water", "titleSource": "moderator"}, "previous": {"id": "1", "date": "2026-10-02", "kind": "sabotage", "type": "russian", "title": "Riga water utility held to ransom", "country": "LV", "latitude": 56.9496, "longitude": 24.1052, "sourceUrl": "https://news.example/riga-water", "titleSource": "moderator"}, "changedAt": "2026-11-25T21:57:13.996Z", "dataVersion": "20261125T215713.991Z-3"}', '2026-11-25 21:57:13.99217+00', '2026-11-25 21:57:14.001611+00'),
	(8, 'incidentChanged', '{"id": "3", "change": "withdrawn", "incident": null, "previous": {"id": "3", "date": "2026-09-30", "kind": "espionage", "type": "chinese", "title": "Port \"crane\" data, leaked", "country": "EE", "latitude": 59.437, "longitude": 24.7536, "sourceUrl": "https://news.example/tallinn-port", "titleSource": "moderator"}, "changedAt": "2026-11-25T21:57:14.072Z", "dataVersion": "20261125T215714.066Z-2"}', '2026-11-25 21:57:14.067463+00', '2026-11-25 21:57:14.076167+00'),
	(9, 'incidentChanged', '{"id": "4", "change": "published", "incident": {"id": "4", "date": "2026-11-01", "kind": "airspace", "type": "russian", "title": "=Drones over Rzeszów airport", "country": "PL", "latitude": 50.0412, "longitude": 21.999, "sourceUrl": "https://news.example/rzeszow-drones", "titleSource": "moderator"}, "previous": null, "changedAt": "2026-11-25T21:57:14.152Z", "dataVersion": "20261125T215714.142Z-3"}', '2026-11-25 21:57:14.144056+00', '2026-11-25 21:57:14.158331+00'),
	(10, 'incidentChanged', '{"id": "4", "change": "withdrawn", "incident": null, "previous": {"id": "4", "date": "2026-11-01", "kind": "airspace", "type": "russian", "title": "=Drones over Rzeszów airport", "country": "PL", "latitude": 50.0412, "longitude": 21.999, "sourceUrl": "https://news.example/rzeszow-drones", "titleSource": "moderator"}, "changedAt": "2026-11-25T21:57:14.224Z", "dataVersion": "20261125T215714.215Z-2"}', '2026-11-25 21:57:14.216197+00', '2026-11-25 21:57:14.225979+00');


--
-- Data for Name: mikro_orm_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.mikro_orm_migrations VALUES
	(1, 'Migration20261122010604_accounts_sessions_captcha', '2026-11-25 21:56:03.035111+00'),
	(2, 'Migration20261122010926_events_and_reviews', '2026-11-25 21:56:03.035111+00'),
	(3, 'Migration20261122084404_user_activity_index', '2026-11-25 21:56:03.035111+00'),
	(4, 'Migration20261122084418_forum', '2026-11-25 21:56:03.035111+00'),
	(5, 'Migration20261122085524_source_url_key_hash', '2026-11-25 21:56:03.035111+00'),
	(6, 'Migration20261122090500_notifications', '2026-11-25 21:56:03.035111+00'),
	(7, 'Migration20261122100500_incident_review_indexes', '2026-11-25 21:56:03.035111+00'),
	(8, 'Migration20261122114252_staff_actions', '2026-11-25 21:56:03.035111+00'),
	(9, 'Migration20261122115500_forum_user_stats', '2026-11-25 21:56:03.035111+00'),
	(10, 'Migration20261122140000_incident_kind_and_country', '2026-11-25 21:56:03.035111+00'),
	(11, 'Migration20261122120000_bans', '2026-11-25 21:56:03.035111+00'),
	(12, 'Migration20261122130000_reports', '2026-11-25 21:56:03.035111+00'),
	(13, 'Migration20261123000000_live_events', '2026-11-25 21:56:03.035111+00'),
	(14, 'Migration20261124000000_thread_reads', '2026-11-25 21:56:03.035111+00'),
	(15, 'Migration20261125000000_change_tracking', '2026-11-25 21:56:03.035111+00'),
	(16, 'Migration20261125000000_retired_usernames', '2026-11-25 21:56:03.035111+00'),
	(17, 'Migration20261126000000_thread_version', '2026-11-25 21:56:03.035111+00'),
	(18, 'Migration20261127000000_attribution_ledger', '2026-11-25 21:56:03.035111+00'),
	(19, 'Migration20261127000000_map_key', '2026-11-25 21:56:03.035111+00'),
	(20, 'Migration20261128000000_ledger_seed_per_statement', '2026-11-25 21:56:03.035111+00'),
	(21, 'Migration20261129000000_data_snapshots', '2026-11-25 21:56:03.035111+00');


--
-- Data for Name: notification_mails; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: notification_preferences; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: notifications; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: password_resets; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: reports; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: retired_usernames; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sessions VALUES
	('a6982772-4817-48eb-b456-6c452ff17cdf', 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', '6c040bab0d91d7107b3c7c59348b67c4e6420295bd4c96350bf4b10670fe9700', '2026-11-25 21:57:12.908+00', '2026-12-02 21:57:12.904+00'),
	('f4f09566-29e4-4dff-8183-e3b6ced8e19a', '34dc7ffb-0fad-4416-9f08-05338ae15f95', '0a79a31684b371e6c49d710e27817c125e1dc1d28bb9c0f77e6e3fdadc5bb990', '2026-11-25 21:57:12.951+00', '2026-12-02 21:57:12.949+00');


--
-- Data for Name: staff_actions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.staff_actions VALUES
	(1, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.update', 'event', '1', 'Riga water utility''s systems held to ransom', NULL, '{"title": {"to": "Riga water utility''s systems held to ransom", "from": "news.example/riga-water"}}', '2026-11-25 21:57:13.364+00'),
	(2, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.update', 'event', '2', 'Cable cut, near the port of Gdańsk', NULL, '{"title": {"to": "Cable cut, near the port of Gdańsk", "from": "news.example/gdansk-cable"}}', '2026-11-25 21:57:13.405+00'),
	(3, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.update', 'event', '3', 'Port "crane" data, leaked', NULL, '{"title": {"to": "Port \"crane\" data, leaked", "from": "news.example/tallinn-port"}}', '2026-11-25 21:57:13.433+00'),
	(4, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.update', 'event', '4', '=Drones over Rzeszów airport', NULL, '{"title": {"to": "=Drones over Rzeszów airport", "from": "news.example/rzeszow-drones"}}', '2026-11-25 21:57:13.457+00'),
	(5, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.approve', 'event', '1', 'Riga water utility''s systems held to ransom', NULL, '{"status": {"to": "approved", "from": "pending"}}', '2026-11-25 21:57:13.471+00'),
	(6, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.approve', 'event', '2', 'Cable cut, near the port of Gdańsk', NULL, '{"status": {"to": "approved", "from": "pending"}}', '2026-11-25 21:57:13.597+00'),
	(7, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.update', 'event', '1', 'Riga water utility held to ransom', NULL, '{"kind": {"to": "sabotage", "from": "cyber"}, "title": {"to": "Riga water utility held to ransom", "from": "Riga water utility''s systems held to ransom"}}', '2026-11-25 21:57:13.667+00'),
	(8, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.approve', 'event', '3', 'Port "crane" data, leaked', NULL, '{"status": {"to": "approved", "from": "pending"}}', '2026-11-25 21:57:13.74+00'),
	(9, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.proposal_approve', 'event', '2', 'Cable cut, near the port of Gdańsk', NULL, '{"changes": [{"to": "https://prosecutor.example/gdansk", "from": null, "field": "sources"}], "proposal": "1"}', '2026-11-25 21:57:13.852+00'),
	(10, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.proposal_approve', 'event', '2', 'Cable cut, near the port of Gdańsk', NULL, '{"changes": [{"to": "russia by prosecutor, confirmed, 2026-11-10", "from": null, "field": "attributions"}], "proposal": "2"}', '2026-11-25 21:57:13.931+00'),
	(11, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.update', 'event', '1', 'Riga water utility held to ransom', NULL, '{"latitude": {"to": 56.95, "from": 56.9496}, "longitude": {"to": 24.11, "from": 24.1052}}', '2026-11-25 21:57:13.992+00'),
	(12, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.reject', 'event', '3', 'Port "crane" data, leaked', 'The article was retracted.', '{"reason": "The article was retracted.", "status": {"to": "rejected", "from": "approved"}}', '2026-11-25 21:57:14.067+00'),
	(13, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.approve', 'event', '4', '=Drones over Rzeszów airport', NULL, '{"status": {"to": "approved", "from": "pending"}}', '2026-11-25 21:57:14.144+00'),
	(14, 'c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'event.delete', 'event', '4', '=Drones over Rzeszów airport', NULL, '{"deleted": {"date": "2026-11-01", "kind": "airspace", "type": "russian", "title": "=Drones over Rzeszów airport", "status": "approved", "latitude": 50.0412, "longitude": 21.999, "sourceUrl": "https://news.example/rzeszow-drones"}}', '2026-11-25 21:57:14.216+00');


--
-- Data for Name: thread_reads; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: thread_watches; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_bans; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES
	('844d8d5e-110d-4c4f-98bc-db1af430aa13', 'admin', 'admin', 'admin@example.invalid', '$argon2id$v=19$m=19456,t=2,p=1$HcmJWgofNUM+Zcb4OGLW1g$d01JiE5PFqLZXlOtJZBwaXlcRj2RsC179w2PXvD1o04', 'admin', NULL, false, '2026-11-25 21:56:03.259+00', NULL),
	('c1e310d1-2650-4c8d-9991-d8fe2c9f8c0f', 'fixture_moderator', 'fixture_moderator', 'fixture_moderator@example.com', '$argon2id$v=19$m=19456,t=2,p=1$BES4BTAlu4uoz/1G3cPFJw$ihmq2N/z88m6G5uNA9royYC/nwicrzgc/RgytuYWIUo', 'moderator', NULL, false, '2026-11-25 21:57:12.9+00', '2026-11-25 21:57:13.348+00'),
	('34dc7ffb-0fad-4416-9f08-05338ae15f95', 'fixture_member', 'fixture_member', 'fixture_member@example.com', '$argon2id$v=19$m=19456,t=2,p=1$it++hlOqT6izKH5idvEzgA$u/AmBSns+aKyRXaRbKAJBZ/UYyxAMbtMGEHIlSl0hBw', 'user', NULL, false, '2026-11-25 21:57:12.945+00', '2026-11-25 21:57:13.819+00');


--
-- Name: event_reviews_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.event_reviews_id_seq', 12, true);


--
-- Name: events_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.events_id_seq', 4, true);


--
-- Name: forum_categories_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.forum_categories_id_seq', 1, false);


--
-- Name: forum_post_revisions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.forum_post_revisions_id_seq', 1, false);


--
-- Name: forum_posts_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.forum_posts_id_seq', 1, false);


--
-- Name: forum_reactions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.forum_reactions_id_seq', 1, false);


--
-- Name: forum_threads_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.forum_threads_id_seq', 1, false);


--
-- Name: incident_attributions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.incident_attributions_id_seq', 5, true);


--
-- Name: incident_proposals_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.incident_proposals_id_seq', 2, true);


--
-- Name: incident_sources_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.incident_sources_id_seq', 5, true);


--
-- Name: live_events_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.live_events_id_seq', 10, true);


--
-- Name: mikro_orm_migrations_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.mikro_orm_migrations_id_seq', 21, true);


--
-- Name: notifications_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.notifications_id_seq', 1, false);


--
-- Name: reports_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.reports_id_seq', 1, false);


--
-- Name: staff_actions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.staff_actions_id_seq', 14, true);


--
-- Name: user_bans_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.user_bans_id_seq', 1, false);


--
-- Name: archive archive_pkey; Type: CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.archive
    ADD CONSTRAINT archive_pkey PRIMARY KEY (name, id);


--
-- Name: job job_pkey; Type: CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.job
    ADD CONSTRAINT job_pkey PRIMARY KEY (name, id);


--
-- Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22 j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_pkey; Type: CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22
    ADD CONSTRAINT j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_pkey PRIMARY KEY (name, id);


--
-- Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9 jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_pkey; Type: CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9
    ADD CONSTRAINT jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_pkey PRIMARY KEY (name, id);


--
-- Name: queue queue_pkey; Type: CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.queue
    ADD CONSTRAINT queue_pkey PRIMARY KEY (name);


--
-- Name: schedule schedule_pkey; Type: CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.schedule
    ADD CONSTRAINT schedule_pkey PRIMARY KEY (name);


--
-- Name: subscription subscription_pkey; Type: CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.subscription
    ADD CONSTRAINT subscription_pkey PRIMARY KEY (event, name);


--
-- Name: version version_pkey; Type: CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.version
    ADD CONSTRAINT version_pkey PRIMARY KEY (version);


--
-- Name: captcha_redemptions captcha_redemptions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.captcha_redemptions
    ADD CONSTRAINT captcha_redemptions_pkey PRIMARY KEY (signature);


--
-- Name: data_snapshots data_snapshots_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.data_snapshots
    ADD CONSTRAINT data_snapshots_pkey PRIMARY KEY (day, format);


--
-- Name: event_reviews event_reviews_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_reviews
    ADD CONSTRAINT event_reviews_pkey PRIMARY KEY (id);


--
-- Name: event_withdrawals event_withdrawals_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_withdrawals
    ADD CONSTRAINT event_withdrawals_pkey PRIMARY KEY (event_id);


--
-- Name: events events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);


--
-- Name: forum_categories forum_categories_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_categories
    ADD CONSTRAINT forum_categories_pkey PRIMARY KEY (id);


--
-- Name: forum_post_revisions forum_post_revisions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_post_revisions
    ADD CONSTRAINT forum_post_revisions_pkey PRIMARY KEY (id);


--
-- Name: forum_posts forum_posts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_posts
    ADD CONSTRAINT forum_posts_pkey PRIMARY KEY (id);


--
-- Name: forum_posts forum_posts_thread_number_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_posts
    ADD CONSTRAINT forum_posts_thread_number_unique UNIQUE (thread_id, number);


--
-- Name: forum_reactions forum_reactions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_reactions
    ADD CONSTRAINT forum_reactions_pkey PRIMARY KEY (id);


--
-- Name: forum_reactions forum_reactions_post_user_kind_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_reactions
    ADD CONSTRAINT forum_reactions_post_user_kind_unique UNIQUE (post_id, user_id, kind);


--
-- Name: forum_threads forum_threads_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_threads
    ADD CONSTRAINT forum_threads_pkey PRIMARY KEY (id);


--
-- Name: forum_user_stats forum_user_stats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_user_stats
    ADD CONSTRAINT forum_user_stats_pkey PRIMARY KEY (user_id);


--
-- Name: incident_attributions incident_attributions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_attributions
    ADD CONSTRAINT incident_attributions_pkey PRIMARY KEY (id);


--
-- Name: incident_proposals incident_proposals_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_proposals
    ADD CONSTRAINT incident_proposals_pkey PRIMARY KEY (id);


--
-- Name: incident_sources incident_sources_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_sources
    ADD CONSTRAINT incident_sources_pkey PRIMARY KEY (id);


--
-- Name: incident_versions incident_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_versions
    ADD CONSTRAINT incident_versions_pkey PRIMARY KEY (event_id, number);


--
-- Name: live_events live_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.live_events
    ADD CONSTRAINT live_events_pkey PRIMARY KEY (id);


--
-- Name: mikro_orm_migrations mikro_orm_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mikro_orm_migrations
    ADD CONSTRAINT mikro_orm_migrations_pkey PRIMARY KEY (id);


--
-- Name: notification_mails notification_mails_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_mails
    ADD CONSTRAINT notification_mails_pkey PRIMARY KEY (recipient_id, thread_id);


--
-- Name: notification_preferences notification_preferences_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_pkey PRIMARY KEY (user_id);


--
-- Name: notifications notifications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);


--
-- Name: password_resets password_resets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_resets
    ADD CONSTRAINT password_resets_pkey PRIMARY KEY (id);


--
-- Name: password_resets password_resets_token_hash_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_resets
    ADD CONSTRAINT password_resets_token_hash_unique UNIQUE (token_hash);


--
-- Name: reports reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports
    ADD CONSTRAINT reports_pkey PRIMARY KEY (id);


--
-- Name: retired_usernames retired_usernames_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.retired_usernames
    ADD CONSTRAINT retired_usernames_pkey PRIMARY KEY (username_key);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);


--
-- Name: sessions sessions_token_hash_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_token_hash_unique UNIQUE (token_hash);


--
-- Name: staff_actions staff_actions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff_actions
    ADD CONSTRAINT staff_actions_pkey PRIMARY KEY (id);


--
-- Name: thread_reads thread_reads_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.thread_reads
    ADD CONSTRAINT thread_reads_pkey PRIMARY KEY (user_id, thread_id);


--
-- Name: thread_watches thread_watches_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.thread_watches
    ADD CONSTRAINT thread_watches_pkey PRIMARY KEY (thread_id, user_id);


--
-- Name: user_bans user_bans_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_bans
    ADD CONSTRAINT user_bans_pkey PRIMARY KEY (id);


--
-- Name: users users_email_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_email_unique UNIQUE (email);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: users users_username_key_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_username_key_unique UNIQUE (username_key);


--
-- Name: archive_i1; Type: INDEX; Schema: pgboss; Owner: -
--

CREATE INDEX archive_i1 ON pgboss.archive USING btree (archived_on);


--
-- Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_i1; Type: INDEX; Schema: pgboss; Owner: -
--

CREATE UNIQUE INDEX j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_i1 ON pgboss.j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));


--
-- Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_i2; Type: INDEX; Schema: pgboss; Owner: -
--

CREATE UNIQUE INDEX j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_i2 ON pgboss.j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));


--
-- Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_i3; Type: INDEX; Schema: pgboss; Owner: -
--

CREATE UNIQUE INDEX j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_i3 ON pgboss.j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22 USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));


--
-- Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_i4; Type: INDEX; Schema: pgboss; Owner: -
--

CREATE UNIQUE INDEX j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_i4 ON pgboss.j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22 USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));


--
-- Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_i5; Type: INDEX; Schema: pgboss; Owner: -
--

CREATE INDEX j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_i5 ON pgboss.j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22 USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);


--
-- Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_i1; Type: INDEX; Schema: pgboss; Owner: -
--

CREATE UNIQUE INDEX jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_i1 ON pgboss.jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));


--
-- Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_i2; Type: INDEX; Schema: pgboss; Owner: -
--

CREATE UNIQUE INDEX jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_i2 ON pgboss.jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));


--
-- Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_i3; Type: INDEX; Schema: pgboss; Owner: -
--

CREATE UNIQUE INDEX jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_i3 ON pgboss.jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9 USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));


--
-- Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_i4; Type: INDEX; Schema: pgboss; Owner: -
--

CREATE UNIQUE INDEX jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_i4 ON pgboss.jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9 USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));


--
-- Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_i5; Type: INDEX; Schema: pgboss; Owner: -
--

CREATE INDEX jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_i5 ON pgboss.jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9 USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);


--
-- Name: captcha_redemptions_expires_at_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX captcha_redemptions_expires_at_index ON public.captcha_redemptions USING btree (expires_at);


--
-- Name: event_reviews_event_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_reviews_event_id_idx ON public.event_reviews USING btree (event_id);


--
-- Name: event_reviews_reviewer_id_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_reviews_reviewer_id_index ON public.event_reviews USING btree (reviewer_id);


--
-- Name: event_withdrawals_withdrawn_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_withdrawals_withdrawn_at_idx ON public.event_withdrawals USING btree (withdrawn_at);


--
-- Name: events_location_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_location_idx ON public.events USING gist (point(longitude, latitude));


--
-- Name: events_map_key_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_map_key_idx ON public.events USING btree (map_key) INCLUDE (id, type, kind, country, date, longitude, latitude) WHERE (status = 'approved'::text);


--
-- Name: events_pending_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_pending_idx ON public.events USING btree (created_at, id) WHERE (status = 'pending'::text);


--
-- Name: events_public_change_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_public_change_idx ON public.events USING btree (COALESCE(changed_at, published_at, reviewed_at, created_at)) WHERE (status = 'approved'::text);


--
-- Name: events_reviewed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_reviewed_idx ON public.events USING btree (status, COALESCE(reviewed_at, created_at) DESC, id DESC);


--
-- Name: events_source_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_source_page_idx ON public.events USING btree (md5(regexp_replace(regexp_replace(split_part(source_url_key, chr(63), 1), '^https{0,1}://(www\.){0,1}'::text, ''::text), '/+$'::text, ''::text)));


--
-- Name: events_source_url_key_hash_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX events_source_url_key_hash_unique ON public.events USING btree (md5(source_url_key));


--
-- Name: events_status_country_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_status_country_date_idx ON public.events USING btree (status, country, date DESC, id DESC);


--
-- Name: events_status_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_status_date_idx ON public.events USING btree (status, date DESC, id DESC);


--
-- Name: events_status_kind_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_status_kind_date_idx ON public.events USING btree (status, kind, date DESC, id DESC);


--
-- Name: events_status_type_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_status_type_date_idx ON public.events USING btree (status, type, date DESC, id DESC);


--
-- Name: events_submitter_hash_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_submitter_hash_idx ON public.events USING btree (created_at) WHERE (submitter_hash IS NOT NULL);


--
-- Name: forum_post_revisions_post_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX forum_post_revisions_post_idx ON public.forum_post_revisions USING btree (post_id);


--
-- Name: forum_posts_author_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX forum_posts_author_idx ON public.forum_posts USING btree (author_id, created_at DESC);


--
-- Name: forum_posts_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX forum_posts_created_at_idx ON public.forum_posts USING btree (created_at);


--
-- Name: forum_posts_search_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX forum_posts_search_idx ON public.forum_posts USING gin (to_tsvector('english'::regconfig, markdown)) WHERE (NOT is_deleted);


--
-- Name: forum_reactions_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX forum_reactions_user_idx ON public.forum_reactions USING btree (user_id);


--
-- Name: forum_threads_author_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX forum_threads_author_idx ON public.forum_threads USING btree (author_id, created_at DESC);


--
-- Name: forum_threads_category_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX forum_threads_category_list_idx ON public.forum_threads USING btree (category_id, is_pinned DESC, last_activity_at DESC, id DESC);


--
-- Name: forum_threads_recent_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX forum_threads_recent_idx ON public.forum_threads USING btree (last_activity_at DESC, id DESC);


--
-- Name: forum_threads_title_search_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX forum_threads_title_search_idx ON public.forum_threads USING gin (to_tsvector('english'::regconfig, title));


--
-- Name: incident_attributions_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incident_attributions_by_idx ON public.incident_attributions USING btree (attributed_by, event_id);


--
-- Name: incident_attributions_confidence_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incident_attributions_confidence_idx ON public.incident_attributions USING btree (confidence, event_id);


--
-- Name: incident_attributions_event_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incident_attributions_event_idx ON public.incident_attributions USING btree (event_id, id);


--
-- Name: incident_attributions_source_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incident_attributions_source_idx ON public.incident_attributions USING btree (source_id);


--
-- Name: incident_proposals_event_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incident_proposals_event_idx ON public.incident_proposals USING btree (event_id);


--
-- Name: incident_proposals_pending_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incident_proposals_pending_idx ON public.incident_proposals USING btree (created_at, id) WHERE (status = 'pending'::text);


--
-- Name: incident_sources_event_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX incident_sources_event_idx ON public.incident_sources USING btree (event_id, id);


--
-- Name: incident_sources_event_url_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX incident_sources_event_url_unique ON public.incident_sources USING btree (event_id, md5(url));


--
-- Name: live_events_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX live_events_created_at_idx ON public.live_events USING btree (created_at);


--
-- Name: live_events_unpublished_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX live_events_unpublished_idx ON public.live_events USING btree (id) WHERE (published_at IS NULL);


--
-- Name: notifications_actor_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_actor_id_idx ON public.notifications USING btree (actor_id) WHERE (actor_id IS NOT NULL);


--
-- Name: notifications_recipient_newest_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_recipient_newest_idx ON public.notifications USING btree (recipient_id, created_at DESC, id DESC);


--
-- Name: notifications_recipient_unseen_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_recipient_unseen_idx ON public.notifications USING btree (recipient_id, created_at DESC) WHERE (NOT seen);


--
-- Name: notifications_related_post_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_related_post_idx ON public.notifications USING btree (related_post_id) WHERE (related_post_id IS NOT NULL);


--
-- Name: notifications_related_thread_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_related_thread_idx ON public.notifications USING btree (related_thread_id) WHERE (related_thread_id IS NOT NULL);


--
-- Name: password_resets_user_id_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX password_resets_user_id_index ON public.password_resets USING btree (user_id);


--
-- Name: reports_one_open_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX reports_one_open_unique ON public.reports USING btree (reporter_id, target_type, target_id) WHERE (status = 'open'::text);


--
-- Name: reports_open_target_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reports_open_target_user_idx ON public.reports USING btree (target_user_id) WHERE (status = 'open'::text);


--
-- Name: reports_reporter_recent_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reports_reporter_recent_idx ON public.reports USING btree (reporter_id, created_at DESC);


--
-- Name: reports_status_target_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reports_status_target_idx ON public.reports USING btree (status, target_type, target_id);


--
-- Name: sessions_user_id_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_user_id_index ON public.sessions USING btree (user_id);


--
-- Name: staff_actions_action_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX staff_actions_action_index ON public.staff_actions USING btree (action);


--
-- Name: staff_actions_actor_id_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX staff_actions_actor_id_index ON public.staff_actions USING btree (actor_id);


--
-- Name: staff_actions_created_at_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX staff_actions_created_at_index ON public.staff_actions USING btree (created_at);


--
-- Name: staff_actions_target_type_target_id_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX staff_actions_target_type_target_id_index ON public.staff_actions USING btree (target_type, target_id);


--
-- Name: thread_reads_thread_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX thread_reads_thread_id_idx ON public.thread_reads USING btree (thread_id);


--
-- Name: thread_watches_user_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX thread_watches_user_id_idx ON public.thread_watches USING btree (user_id);


--
-- Name: user_bans_open_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX user_bans_open_idx ON public.user_bans USING btree (user_id) WHERE (lifted_at IS NULL);


--
-- Name: user_bans_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_bans_user_idx ON public.user_bans USING btree (user_id, starts_at DESC);


--
-- Name: users_last_active_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_last_active_at_idx ON public.users USING btree (last_active_at);


--
-- Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_pkey; Type: INDEX ATTACH; Schema: pgboss; Owner: -
--

ALTER INDEX pgboss.job_pkey ATTACH PARTITION pgboss.j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22_pkey;


--
-- Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_pkey; Type: INDEX ATTACH; Schema: pgboss; Owner: -
--

ALTER INDEX pgboss.job_pkey ATTACH PARTITION pgboss.jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9_pkey;


--
-- Name: events events_ledger_seed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_ledger_seed AFTER INSERT ON public.events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.incident_ledger_seed();


--
-- Name: forum_posts forum_posts_count_deleted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forum_posts_count_deleted AFTER DELETE ON public.forum_posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.forum_posts_count_authors();


--
-- Name: forum_posts forum_posts_count_inserted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forum_posts_count_inserted AFTER INSERT ON public.forum_posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.forum_posts_count_authors();


--
-- Name: forum_posts forum_posts_count_updated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forum_posts_count_updated AFTER UPDATE ON public.forum_posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.forum_posts_count_authors();


--
-- Name: forum_threads forum_threads_count_deleted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forum_threads_count_deleted AFTER DELETE ON public.forum_threads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.forum_threads_count_authors();


--
-- Name: forum_threads forum_threads_count_inserted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER forum_threads_count_inserted AFTER INSERT ON public.forum_threads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.forum_threads_count_authors();


--
-- Name: live_events live_events_wake; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER live_events_wake AFTER INSERT ON public.live_events FOR EACH STATEMENT EXECUTE FUNCTION public.live_events_wake();


--
-- Name: staff_actions staff_actions_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER staff_actions_append_only BEFORE DELETE OR UPDATE ON public.staff_actions FOR EACH ROW EXECUTE FUNCTION public.staff_actions_append_only();


--
-- Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22 dlq_fkey; Type: FK CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22
    ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;


--
-- Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9 dlq_fkey; Type: FK CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9
    ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;


--
-- Name: j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22 q_fkey; Type: FK CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.j56f0fc77ad60c21a50ab5ee0756ada320c6a7c1fa07f2a3a627a2a22
    ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;


--
-- Name: jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9 q_fkey; Type: FK CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.jbf7b42876d6eba30d3a4582739c189d4b5ff94dd9f200240ef1452d9
    ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;


--
-- Name: queue queue_dead_letter_fkey; Type: FK CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.queue
    ADD CONSTRAINT queue_dead_letter_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name);


--
-- Name: schedule schedule_name_fkey; Type: FK CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.schedule
    ADD CONSTRAINT schedule_name_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE CASCADE;


--
-- Name: subscription subscription_name_fkey; Type: FK CONSTRAINT; Schema: pgboss; Owner: -
--

ALTER TABLE ONLY pgboss.subscription
    ADD CONSTRAINT subscription_name_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE CASCADE;


--
-- Name: event_reviews event_reviews_reviewer_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_reviews
    ADD CONSTRAINT event_reviews_reviewer_id_foreign FOREIGN KEY (reviewer_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: events events_reviewed_by_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_reviewed_by_id_foreign FOREIGN KEY (reviewed_by_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: forum_post_revisions forum_post_revisions_editor_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_post_revisions
    ADD CONSTRAINT forum_post_revisions_editor_id_foreign FOREIGN KEY (editor_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: forum_post_revisions forum_post_revisions_post_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_post_revisions
    ADD CONSTRAINT forum_post_revisions_post_id_foreign FOREIGN KEY (post_id) REFERENCES public.forum_posts(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: forum_posts forum_posts_author_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_posts
    ADD CONSTRAINT forum_posts_author_id_foreign FOREIGN KEY (author_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: forum_posts forum_posts_thread_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_posts
    ADD CONSTRAINT forum_posts_thread_id_foreign FOREIGN KEY (thread_id) REFERENCES public.forum_threads(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: forum_reactions forum_reactions_post_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_reactions
    ADD CONSTRAINT forum_reactions_post_id_foreign FOREIGN KEY (post_id) REFERENCES public.forum_posts(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: forum_reactions forum_reactions_user_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_reactions
    ADD CONSTRAINT forum_reactions_user_id_foreign FOREIGN KEY (user_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: forum_threads forum_threads_author_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_threads
    ADD CONSTRAINT forum_threads_author_id_foreign FOREIGN KEY (author_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: forum_threads forum_threads_category_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_threads
    ADD CONSTRAINT forum_threads_category_id_foreign FOREIGN KEY (category_id) REFERENCES public.forum_categories(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: forum_threads forum_threads_last_poster_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_threads
    ADD CONSTRAINT forum_threads_last_poster_id_foreign FOREIGN KEY (last_poster_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: forum_user_stats forum_user_stats_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_user_stats
    ADD CONSTRAINT forum_user_stats_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: incident_attributions incident_attributions_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_attributions
    ADD CONSTRAINT incident_attributions_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;


--
-- Name: incident_attributions incident_attributions_source_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_attributions
    ADD CONSTRAINT incident_attributions_source_id_fkey FOREIGN KEY (source_id) REFERENCES public.incident_sources(id) ON DELETE RESTRICT;


--
-- Name: incident_proposals incident_proposals_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_proposals
    ADD CONSTRAINT incident_proposals_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;


--
-- Name: incident_proposals incident_proposals_proposer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_proposals
    ADD CONSTRAINT incident_proposals_proposer_id_fkey FOREIGN KEY (proposer_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: incident_proposals incident_proposals_reviewed_by_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_proposals
    ADD CONSTRAINT incident_proposals_reviewed_by_id_fkey FOREIGN KEY (reviewed_by_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: incident_sources incident_sources_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.incident_sources
    ADD CONSTRAINT incident_sources_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;


--
-- Name: notification_mails notification_mails_recipient_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_mails
    ADD CONSTRAINT notification_mails_recipient_id_foreign FOREIGN KEY (recipient_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: notification_mails notification_mails_thread_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_mails
    ADD CONSTRAINT notification_mails_thread_id_foreign FOREIGN KEY (thread_id) REFERENCES public.forum_threads(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: notification_preferences notification_preferences_user_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_user_id_foreign FOREIGN KEY (user_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: notifications notifications_actor_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_actor_id_foreign FOREIGN KEY (actor_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: notifications notifications_recipient_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_recipient_id_foreign FOREIGN KEY (recipient_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: notifications notifications_related_post_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_related_post_id_foreign FOREIGN KEY (related_post_id) REFERENCES public.forum_posts(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: notifications notifications_related_thread_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_related_thread_id_foreign FOREIGN KEY (related_thread_id) REFERENCES public.forum_threads(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: password_resets password_resets_user_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.password_resets
    ADD CONSTRAINT password_resets_user_id_foreign FOREIGN KEY (user_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: reports reports_handled_by_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports
    ADD CONSTRAINT reports_handled_by_id_foreign FOREIGN KEY (handled_by_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: reports reports_reporter_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports
    ADD CONSTRAINT reports_reporter_id_foreign FOREIGN KEY (reporter_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: reports reports_target_user_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reports
    ADD CONSTRAINT reports_target_user_id_foreign FOREIGN KEY (target_user_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: sessions sessions_user_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_user_id_foreign FOREIGN KEY (user_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: staff_actions staff_actions_actor_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff_actions
    ADD CONSTRAINT staff_actions_actor_id_foreign FOREIGN KEY (actor_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: thread_reads thread_reads_thread_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.thread_reads
    ADD CONSTRAINT thread_reads_thread_id_foreign FOREIGN KEY (thread_id) REFERENCES public.forum_threads(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: thread_reads thread_reads_user_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.thread_reads
    ADD CONSTRAINT thread_reads_user_id_foreign FOREIGN KEY (user_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: thread_watches thread_watches_thread_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.thread_watches
    ADD CONSTRAINT thread_watches_thread_id_foreign FOREIGN KEY (thread_id) REFERENCES public.forum_threads(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: thread_watches thread_watches_user_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.thread_watches
    ADD CONSTRAINT thread_watches_user_id_foreign FOREIGN KEY (user_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: user_bans user_bans_banned_by_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_bans
    ADD CONSTRAINT user_bans_banned_by_id_foreign FOREIGN KEY (banned_by_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: user_bans user_bans_lifted_by_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_bans
    ADD CONSTRAINT user_bans_lifted_by_id_foreign FOREIGN KEY (lifted_by_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: user_bans user_bans_user_id_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_bans
    ADD CONSTRAINT user_bans_user_id_foreign FOREIGN KEY (user_id) REFERENCES public.users(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--

\unrestrict bcSjIQOo6dzBDwBILUnUhkNR2UgHMr0Df2Klb2TxKhEbmBxua8bFKjTRwD3uivq

