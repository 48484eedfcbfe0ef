"""assay.storage (in progress)."""
