"""Mastery as the front doors show it: ``GET /api/learners/{id}/mastery`` and the learner dashboard.

Both read the running :class:`LearningService`'s own mastery store and course when the app has built
one (so a page shows what an evaluation just wrote), else a store and course opened from the settings
on first use and kept for the app's life (docs/learning.md, "Mastery").
"""

from __future__ import annotations

import threading
from typing import Any

from assay.learning._course import load_course
from assay.learning._mastery import LearnerMastery, MasteryStore, learner_mastery, open_mastery_store
from assay.learning._models import Course
from assay.learning._settings import get_learn_settings
from assay.storage import LearningRepository

__all__ = ["MasteryViews"]

# One lock for every app's get-or-create: it is held for an attribute read and, once, a constructor.
_made = threading.Lock()


class MasteryViews:
    """The mastery store and course a front door reads, one of each per app. Safe to share between threads."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._store: MasteryStore | None = None
        self._course: Course | None = None

    @classmethod
    def of(cls, holder: Any) -> MasteryViews:
        """The views kept on ``holder`` (an app's ``state``) as ``mastery_views``, made on first use."""
        with _made:
            views: MasteryViews | None = getattr(holder, "mastery_views", None)
            if views is None:
                views = cls()
                holder.mastery_views = views
            return views

    def store(
        self, service: object | None = None, *, repository: LearningRepository | None = None
    ) -> MasteryStore:
        """The service's mastery store when it has one, else one opened from the settings (on ``repository``
        when given) the first time.

        Raises:
            ConfigError, ExternalServiceError: as :func:`open_mastery_store`.
        """
        own: Any = getattr(service, "mastery", None)
        if own is not None and hasattr(own, "all_for"):
            typed: MasteryStore = own
            return typed
        with self._lock:
            if self._store is None:
                self._store = open_mastery_store(repository=repository)
            return self._store

    def course(self, service: object | None = None) -> Course:
        """The service's course when it is built, else the one ``ASSAY_LEARN_COURSE`` names, loaded once."""
        own: Any = getattr(getattr(service, "store", None), "course", None)
        if isinstance(own, Course):
            return own
        with self._lock:
            if self._course is None:
                settings = get_learn_settings()
                self._course = load_course(settings.learn_course, mode=settings.learn_course_mode)
            return self._course

    def learner(
        self, learner_id: str, service: object | None = None, *, repository: LearningRepository | None = None
    ) -> LearnerMastery:
        """:func:`learner_mastery` over :meth:`store` and :meth:`course`.

        Raises:
            LearnInputError: ``INVALID_LEARNER_ID``.
        """
        return learner_mastery(self.store(service, repository=repository), learner_id, self.course(service))
