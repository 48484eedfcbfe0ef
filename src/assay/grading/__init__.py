"""assay.grading (in progress)."""
