-- Where a grade was given: in spaced-repetition review (/practice/review) or in practice (a vocabulary set, whose
-- answers grade the same cards). The dashboard counts only reviews as reviews. Logs written before say nothing of
-- where they came from, and count as reviews.
alter table fsrs_review_logs add column source text not null default 'review' check (source in ('review', 'practice'));
