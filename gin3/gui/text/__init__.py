"""Every sentence the player reads, made in one place per kind and translated by Qt.

Sentences are whole translatable templates with named placeholders, never
glued from pieces; data from the Qt-free packages (refusal codes, advice
reasons, store messages) is worded here by its code.
"""
