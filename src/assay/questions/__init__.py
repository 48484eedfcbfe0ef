"""assay.questions (in progress)."""
