"""A game at the table without Qt: seats, stage, hand-offs, advice tally and undo (see DESIGN.md)."""
