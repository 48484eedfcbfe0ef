"""assay.llm (in progress)."""
