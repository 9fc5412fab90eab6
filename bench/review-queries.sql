-- The moderators' heaviest reads on 100,000 incidents: likely duplicates for ten queue entries and the
-- first page of the approved list. Run against a database the app has migrated (see docs/benchmarks.md).
insert into events (type, title, source_url, source_url_key, date, latitude, longitude, status, title_source,
                    created_at, updated_at)
select case when i % 3 = 0 then 'chinese' else 'russian' end, 'Incident ' || i, 'https://ex.org/a/' || i,
       'https://ex.org/a/' || i, date '2020-01-01' + (i % 1500), 35 + random() * 30, -10 + random() * 40,
       case when i % 10 = 0 then 'pending' when i % 10 = 1 then 'rejected' else 'approved' end, 'page',
       now() - (i || ' seconds')::interval, now()
  from generate_series(1, 100000) i;
analyze events;

explain analyze
select p.id, d.id
  from events p
  cross join lateral (
    select c.id,
           md5(regexp_replace(regexp_replace(split_part(c.source_url_key, chr(63), 1), '^https{0,1}://(www\.){0,1}', ''), '/+$', ''))
             = md5(regexp_replace(regexp_replace(split_part(p.source_url_key, chr(63), 1), '^https{0,1}://(www\.){0,1}', ''), '/+$', ''))
             as same_source,
           2 * 6371 * asin(sqrt(power(sin(radians(c.latitude - p.latitude) / 2), 2)
             + cos(radians(p.latitude)) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - p.longitude) / 2), 2)))
             as distance_km,
           abs(c.date - p.date) as days_apart
      from events c
     where c.id <> p.id
       and c.id in (select id from events
                     where md5(regexp_replace(regexp_replace(split_part(events.source_url_key, chr(63), 1), '^https{0,1}://(www\.){0,1}', ''), '/+$', ''))
                         = md5(regexp_replace(regexp_replace(split_part(p.source_url_key, chr(63), 1), '^https{0,1}://(www\.){0,1}', ''), '/+$', ''))
                    union
                    select id from events
                     where point(longitude, latitude) <@ box(
                             point(p.longitude - 0.045 / greatest(cos(radians(p.latitude)), 0.01), p.latitude - 0.045),
                             point(p.longitude + 0.045 / greatest(cos(radians(p.latitude)), 0.01), p.latitude + 0.045))
                       and date between p.date - 3 and p.date + 3)
  ) d
 where p.id = any('{10,20,30,40,50,60,70,80,90,100}'::bigint[])
   and (d.same_source or (d.distance_km <= 5 and d.days_apart <= 3));

explain analyze
select * from events where status = 'approved'
 order by coalesce(reviewed_at, created_at) desc, id desc limit 51;
