import SegQAModel
import SegQAProject
import Testing
